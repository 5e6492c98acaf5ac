/** Copy of the page any unknown URL shows (status 404). */

import type { PageSeo } from './site';

export const seo: PageSeo = {
  title: 'Page not found — SynthAmour',
  description:
    'The page you were looking for does not exist or has moved. Return to the SynthAmour home page to meet ELY or explore our technology and research.',
};

export const notFoundPage = {
  code: '404',
  title: 'This page drifted out of the projection',
  intro:
    'The address may be mistyped, or the page may have moved. Everything else is where you left it.',
  homeCta: 'Back to home',
  productsCta: 'See products',
} as const;
