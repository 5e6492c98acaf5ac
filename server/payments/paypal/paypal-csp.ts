import type { PayPalSettings } from '../../platform/config';
import type { CspSources } from '../../platform/csp';

/**
 * The hosts PayPal's JS SDK needs, from PayPal's own list ("JS SDK best practices", Content
 * Security Policy: the same for child-src, connect-src, frame-src, img-src, script-src and
 * style-src), without `*.venmo.com`: the checkout turns Venmo off (`disable-funding`, in
 * app/features/checkout/paypal-config.ts), so nothing of Venmo's ever loads. The wildcard
 * covers www.paypal.com and the sandbox's www.sandbox.paypal.com alike.
 */
export const PAYPAL_SDK_HOSTS = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

/**
 * What the pages may load and reach for PayPal's buttons, in each PAYPAL_MODE. Real PayPal
 * (sandbox or live): PayPal's hosts for each directive, and a nonce per answer, since PayPal's
 * SDK runs inline scripts of its own that PayPal allows only by 'unsafe-inline' or a nonce it is
 * handed (`data-csp-nonce`). The stand-in: a stand-in running as its own process is another
 * origin; a mounted one is the page's own, which needs nothing.
 */
export function paypalCspSources({
  mode,
  apiBase,
}: Pick<PayPalSettings, 'mode' | 'apiBase'>): Partial<CspSources> {
  if (mode === 'stand-in') {
    if (apiBase === null) return {};
    const origin = new URL(apiBase).origin;
    return { script: [origin], connect: [origin] };
  }
  return {
    script: PAYPAL_SDK_HOSTS,
    style: PAYPAL_SDK_HOSTS,
    connect: PAYPAL_SDK_HOSTS,
    frame: PAYPAL_SDK_HOSTS,
    img: PAYPAL_SDK_HOSTS,
    scriptNonce: true,
  };
}
