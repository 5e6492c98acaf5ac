import { SHOP_TIME_ZONE } from '#domain/shop-calendar';
import { SubscriptionConfigAnswer } from '#domain/subscription';
import { LOCALE_SETTINGS, type Locale } from '#site/locales';
import { callApi } from './api-client';

/**
 * What the subscribe buttons need from the server (`GET /api/subscriptions/config`): PayPal's plan
 * and SDK, and Custom ELY's configured launch. Read by the checkout's subscribe button and by
 * /ely's Custom ELY button, both loaded after the first paint.
 */
export function loadSubscriptionConfig(signal?: AbortSignal): Promise<SubscriptionConfigAnswer> {
  return callApi({ path: '/api/subscriptions/config', answer: SubscriptionConfigAnswer, signal });
}

/** A day as the company's calendar has it (Mexico City), in the page's language: '1 de febrero de 2027'. */
export function shopLongDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_SETTINGS[locale].intl, {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}
