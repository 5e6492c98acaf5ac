/**
 * The ELY Academy waitlist: one address, so the products page's "Join the course waitlist" and the
 * Academy page's "Notify me" add a visitor to the same list.
 */

import { mailtoHref } from './shared';

export const ACADEMY_WAITLIST_EMAIL = 'academy@synthamour.com';
export const ACADEMY_WAITLIST_HREF = mailtoHref(
  ACADEMY_WAITLIST_EMAIL,
  'Notify me when ELY Academy opens',
);
