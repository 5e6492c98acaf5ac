import type { ReactPayPalScriptOptions } from '@paypal/react-paypal-js';

/**
 * How the browser reaches PayPal, as the server says (`GET /api/payments/config`): the server
 * alone knows whether it talks to real PayPal (sandbox or live) or mounts the local stand-in, so
 * the page never disagrees with it and needs no rebuild to switch.
 */
export interface PayPalSetup {
  testMode: boolean;
  options: ReactPayPalScriptOptions;
}

interface ServerConfig {
  mode: 'stand-in' | 'sandbox' | 'live';
  clientId: string;
  currency: string;
  intent: string;
  sdkBaseUrl: string | null;
}

function isServerConfig(value: unknown): value is ServerConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  return (
    (config.mode === 'stand-in' || config.mode === 'sandbox' || config.mode === 'live') &&
    typeof config.clientId === 'string' &&
    typeof config.currency === 'string' &&
    (config.sdkBaseUrl === null || typeof config.sdkBaseUrl === 'string')
  );
}

/**
 * The ways to pay PayPal's buttons may offer that the shop does not: it takes the PayPal wallet
 * and cards. Venmo (which would also need Venmo's hosts in the pages' CSP), Pay Later and PayPal
 * Credit are turned off (the SDK's `disable-funding`).
 */
const FUNDING_NOT_OFFERED = ['venmo', 'paylater', 'credit'] as const;

/**
 * The nonce the server gave this document (server/platform/csp.ts): PayPal's SDK puts it on the
 * inline scripts and styles it adds, which the page's CSP allows by it. Read from the element's
 * `nonce` property: browsers empty the attribute itself once the page is parsed.
 */
export function pageCspNonce(): string | undefined {
  const carrier = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return carrier?.nonce || carrier?.getAttribute('nonce') || undefined;
}

export async function loadPayPalSetup(): Promise<PayPalSetup> {
  const response = await fetch('/api/payments/config', { headers: { accept: 'application/json' } });
  const config: unknown = response.ok ? await response.json() : null;
  if (!isServerConfig(config))
    throw new Error(`payments config unavailable (HTTP ${response.status})`);
  const nonce = pageCspNonce();
  return {
    testMode: config.mode === 'stand-in',
    options: {
      clientId: config.clientId,
      currency: config.currency,
      intent: 'capture',
      components: 'buttons',
      disableFunding: FUNDING_NOT_OFFERED.join(','),
      ...(nonce ? { dataCspNonce: nonce } : {}),
      ...(config.sdkBaseUrl
        ? { sdkBaseUrl: config.sdkBaseUrl }
        : { environment: config.mode === 'live' ? 'production' : 'sandbox' }),
    },
  };
}
