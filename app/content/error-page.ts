/** Copy of the fallback page shown when a route fails unexpectedly. The heading is the spec's. */
export const errorPage = {
  eyebrow: 'Error',
  title: 'Unexpected Application Error!',
  intro:
    'Something went wrong on our side while showing this page. Please try again, or head back to the home page.',
  homeCta: 'Back to home',
} as const;

/** What a page rendered only in the browser (a receipt) says while its code loads. */
export const loadingPage = { text: 'Loading…' } as const;
