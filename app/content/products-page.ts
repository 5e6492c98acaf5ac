/**
 * Page headings for '/productos' and '/checkout'. The product cards themselves render from
 * `PRODUCTS` in domain/catalog; this module holds only the surrounding copy.
 */

import type { PageIntro } from './shared';

export const page: PageIntro = {
  eyebrow: 'Products and services',
  title: 'Everything ELY, and the science behind it',
  intro:
    'The ELY Holographic Octahedron brings ELY to your desk as a hologram; Custom ELY lets you shape its voice, look and personality. For organisations, we deploy branded holographic assistants and offer biomedical AI consulting from SynthAmour Bio, and ELY Academy courses are on the way.',
};

/** Heading for the checkout page ('/checkout'). */
export const checkoutPage: PageIntro = {
  eyebrow: 'Checkout',
  title: 'Complete your order',
  intro:
    'Review your cart, add your shipping details and pay securely. We will email your confirmation and a delivery estimate as soon as your order is placed.',
};
