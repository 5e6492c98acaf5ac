import { SHOP_TIME_ZONE } from '#domain/shop-calendar';
import { SubscriptionConfigAnswer } from '#domain/subscription';
import { LOCALE_SETTINGS, type Locale } from '#site/locales';
import { callApi } from './api-client';

let asked: Promise<SubscriptionConfigAnswer> | null = null;

/**
 * What the subscribe buttons need from the server (`GET /api/subscriptions/config`): PayPal's plan
 * and SDK, and Custom ELY's configured launch. Read by every Custom ELY button and note and by the
 * subscribe button, all loaded after the first paint: asked once per page (the /ely card that
 * shows the launch and the subscribe button it opens share one answer); a failure is asked again.
 * The request is not tied to a view: a view that leaves drops the answer (`useLoad`), not the
 * request the others wait for.
 */
export function loadSubscriptionConfig(): Promise<SubscriptionConfigAnswer> {
  asked ??= callApi({ path: '/api/subscriptions/config', answer: SubscriptionConfigAnswer }).catch(
    (error: unknown) => {
      asked = null;
      throw error;
    },
  );
  return asked;
}

/** Forgets the answer (tests). */
export function forgetSubscriptionConfig(): void {
  asked = null;
}

/** A day as the company's calendar has it (Mexico City), in the page's language: '1 de febrero de 2027'. */
export function shopLongDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_SETTINGS[locale].intl, {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}
