/**
 * Every URL of the site in one place: the pages, which of them the navbar shows, which the footer
 * shows, and what is prerendered. Components link through these constants, never through
 * hand-typed strings.
 */

export const ROUTES = {
  home: '/',
  technologies: '/tecnologias',
  products: '/productos',
  laboratory: '/laboratorio',
  developers: '/developers',
  ethics: '/ethics',
  partners: '/partners',
  synthamourLife: '/synthamourlife',
  contact: '/contacto',
  checkout: '/checkout',
  ely: '/ely',
  academy: '/academia',
} as const;

export type RouteKey = keyof typeof ROUTES;
export type SitePath = (typeof ROUTES)[RouteKey];

export interface NavLink {
  to: SitePath;
  label: string;
}

/** The navbar's nine links: the routes a visitor most often wants. */
export const NAV_LINKS: readonly NavLink[] = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.ely, label: 'ELY' },
  { to: ROUTES.products, label: 'Products' },
  { to: ROUTES.technologies, label: 'Technologies' },
  { to: ROUTES.laboratory, label: 'Laboratory' },
  { to: ROUTES.synthamourLife, label: 'SynthAmour Life' },
  { to: ROUTES.academy, label: 'Academy' },
  { to: ROUTES.ethics, label: 'Ethics' },
  { to: ROUTES.contact, label: 'Contact' },
];

/** Footer columns: everything in the navbar plus the pages it leaves out. */
export const FOOTER_COLUMNS: readonly { heading: string; links: readonly NavLink[] }[] = [
  {
    heading: 'ELY',
    links: [
      { to: ROUTES.ely, label: 'Meet ELY' },
      { to: ROUTES.products, label: 'Products' },
      { to: ROUTES.technologies, label: 'Technologies' },
      { to: ROUTES.checkout, label: 'Checkout' },
    ],
  },
  {
    heading: 'Research',
    links: [
      { to: ROUTES.laboratory, label: 'Laboratory' },
      { to: ROUTES.synthamourLife, label: 'SynthAmour Life' },
      { to: ROUTES.ethics, label: 'AI Ethics' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: ROUTES.academy, label: 'Academy' },
      { to: ROUTES.developers, label: 'Developers' },
      { to: ROUTES.partners, label: 'Partners' },
      { to: ROUTES.contact, label: 'Contact' },
    ],
  },
];

/** The path the server answers unknown URLs with, prerendered from the catch-all route. */
export const NOT_FOUND_PATH = '/404';

/** Routes that exist only in test builds. */
export const TEST_ERROR_PATH = '/__test/error';

export const PRERENDERED_PATHS: readonly string[] = [...Object.values(ROUTES), NOT_FOUND_PATH];
export const TEST_ONLY_PATHS: readonly string[] = [TEST_ERROR_PATH];
