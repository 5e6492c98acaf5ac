/** El catálogo en español: la misma forma que el inglés (app/content/en/index.ts). */
import type { Catalogue } from '../en/index.ts';
import { academia } from './academia';
import { auth } from './auth';
import { cart } from './cart';
import { checkout } from './checkout';
import { ely } from './ely';
import { home } from './home';
import { news } from './news';
import { pages } from './pages';
import { productLabels } from './product-labels';
import { products } from './products';
import { productsPage } from './products-page';
import { shell } from './shell';

export const es: Catalogue = {
  shell,
  cart,
  auth,
  productLabels,
  pages,
  home,
  news,
  ely,
  products,
  productsPage,
  academia,
  checkout,
};
