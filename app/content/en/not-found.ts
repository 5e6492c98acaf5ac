/** Copy of the page any unknown URL shows (status 404). */
export interface NotFoundCopy {
  readonly code: string;
  readonly title: string;
  readonly intro: string;
  readonly homeCta: string;
  readonly productsCta: string;
}

export const notFound: NotFoundCopy = {
  code: '404',
  title: 'This page drifted out of the projection',
  intro:
    'The address may be mistyped, or the page may have moved. Everything else is where you left it.',
  homeCta: 'Back to home',
  productsCta: 'See products',
};
