/** Copy of the fallback page shown when a route fails unexpectedly. The heading is the spec's. */
export const errorPage = {
  eyebrow: 'Error',
  title: 'Unexpected Application Error!',
  intro:
    'Something went wrong on our side while showing this page. Please try again, or head back to the home page.',
  homeCta: 'Back to home',
} as const;
