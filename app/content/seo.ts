/**
 * Every page's title and description in one table, gathered from the pages' content modules, for
 * the sitemap and the tests. Routes never import this module (it would ship every page's copy):
 * each route imports its own entry from its content module.
 */
import { seo as academy } from './academia';
import { developersSeo, partnersSeo } from './coming-soon';
import { seo as contact } from './contact';
import { seo as ely } from './ely';
import { seo as ethics } from './ethics';
import { seo as home } from './home';
import { seo as laboratory } from './laboratory';
import { seo as notFound } from './not-found';
import { checkoutSeo, seo as products } from './products-page';
import type { PageSeo, RoutePath } from './site';
import { seo as synthamourLife } from './synthamourlife';
import { seo as technologies } from './technologies';

export * from './site';

export const SEO: Record<RoutePath, PageSeo> = {
  '/': home,
  '/tecnologias': technologies,
  '/productos': products,
  '/laboratorio': laboratory,
  '/developers': developersSeo,
  '/ethics': ethics,
  '/partners': partnersSeo,
  '/synthamourlife': synthamourLife,
  '/contacto': contact,
  '/checkout': checkoutSeo,
  '/ely': ely,
  '/academia': academy,
  notFound,
};
