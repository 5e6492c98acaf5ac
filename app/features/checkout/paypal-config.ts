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

export async function loadPayPalSetup(): Promise<PayPalSetup> {
  const response = await fetch('/api/payments/config', { headers: { accept: 'application/json' } });
  const config: unknown = response.ok ? await response.json() : null;
  if (!isServerConfig(config))
    throw new Error(`payments config unavailable (HTTP ${response.status})`);
  return {
    testMode: config.mode === 'stand-in',
    options: {
      clientId: config.clientId,
      currency: config.currency,
      intent: 'capture',
      components: 'buttons',
      ...(config.sdkBaseUrl
        ? { sdkBaseUrl: config.sdkBaseUrl }
        : { environment: config.mode === 'live' ? 'production' : 'sandbox' }),
    },
  };
}
