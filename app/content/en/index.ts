/**
 * The English catalogue: every word of the site in English, by area. Each language has one such
 * folder (app/content/<locale>/) whose index has this shape (the type check and
 * app/i18n/catalogues.test.ts keep them in step); the loaders pick what a page needs
 * (app/i18n/catalogues.server.ts). Values are data only (no functions): they travel from the build
 * into the page. Messages with values use `{name}` placeholders (app/lib/message-format.ts).
 */
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

export const en = {
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

/** A language's catalogue: the English one's shape. */
export type Catalogue = typeof en;

/** The areas every page gets from the root route (app/root.tsx). */
export const GLOBAL_AREAS = ['shell', 'cart', 'auth', 'productLabels'] as const;
export type GlobalArea = (typeof GLOBAL_AREAS)[number];
/** The areas a route's loader hands its page (`pages` goes to `meta` and the links instead). */
export type PageArea = Exclude<keyof Catalogue, GlobalArea | 'pages'>;
