/** El catálogo en español: la misma forma que el inglés (app/content/en/index.ts). */
import type { Catalogue } from '../en/index.ts';
import { academia } from './academia';
import { auth } from './auth';
import { cart } from './cart';
import { checkout } from './checkout';
import { developers, partners } from './coming-soon';
import { contact } from './contact';
import { ely } from './ely';
import { ethics } from './ethics';
import { findOrder } from './find-order';
import { home } from './home';
import { laboratory } from './laboratory';
import { legalLabels, privacy, returns, terms, warranty } from './legal';
import { news } from './news';
import { notFound } from './not-found';
import { operatorConsole } from './operator-console';
import { orders } from './orders';
import { pages } from './pages';
import { productLabels } from './product-labels';
import { products } from './products';
import { productsPage } from './products-page';
import { shell } from './shell';
import { synthamourLife } from './synthamourlife';
import { technologies } from './technologies';

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
  technologies,
  laboratory,
  synthamourLife,
  ethics,
  developers,
  partners,
  notFound,
  contact,
  orders,
  findOrder,
  operatorConsole,
  legalLabels,
  privacy,
  terms,
  returns,
  warranty,
};
