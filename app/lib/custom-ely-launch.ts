import { CUSTOM_ELY_LAUNCH } from '#domain/catalog';
import type { SubscriptionConfigAnswer } from '#domain/subscription';
import type { Locale } from '#site/locales';
import { fill } from './message-format';
import {
  forgetSubscriptionConfig,
  loadSubscriptionConfig,
  shopLongDate,
} from './subscription-config';

/**
 * Custom ELY's launch as the server is configured (`CUSTOM_ELY_LAUNCH`, read from
 * `GET /api/subscriptions/config`), not the catalogue's fixed date: the one source every Custom
 * ELY button and note follows once hydrated (/ely's card, the products page and the home card).
 * Imported only by chunks loaded after the first paint.
 */
export interface CustomElyLaunch {
  /** Whether the configured launch has come (at the time it was asked). */
  readonly launched: boolean;
  /** The configured launch, ISO. */
  readonly launch: string;
  /** PayPal's plan; null: subscriptions are off. */
  readonly planId: SubscriptionConfigAnswer['planId'];
}

let asked: Promise<CustomElyLaunch> | null = null;

/** Asked once per page, whatever the number of buttons and notes; a failure is asked again. */
export function loadCustomElyLaunch(): Promise<CustomElyLaunch> {
  asked ??= loadSubscriptionConfig()
    .then(({ launch, planId }) => {
      const at = Date.parse(launch);
      if (Number.isNaN(at)) throw new Error(`not a launch date: ${launch}`);
      return { launched: at <= Date.now(), launch, planId };
    })
    .catch((error: unknown) => {
      asked = null;
      throw error;
    });
  return asked;
}

/** Forgets the answer, and the configuration it came from (tests). */
export function forgetCustomElyLaunch(): void {
  asked = null;
  forgetSubscriptionConfig();
}

/**
 * Words before the configured launch: the catalogue's own (`catalogue`) when the configured launch
 * is the catalogue's date; else `dated` with '{date}', the configured day in the page's language.
 */
export function beforeLaunchText(
  launch: string,
  words: { readonly catalogue: string; readonly dated: string },
  locale: Locale,
): string {
  return Date.parse(launch) === CUSTOM_ELY_LAUNCH.getTime()
    ? words.catalogue
    : fill(words.dated, { date: shopLongDate(launch, locale) });
}
