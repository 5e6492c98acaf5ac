import type { ReactPayPalScriptOptions } from '@paypal/react-paypal-js';

/**
 * How the browser reaches PayPal. With VITE_PAYPAL_CLIENT_ID set at build time, real PayPal
 * (sandbox, or live when VITE_PAYPAL_ENV=live); without it, the local stand-in that `npm start`
 * mounts under /__paypal, and the page says payments are in test mode.
 */
const clientId = import.meta.env.VITE_PAYPAL_CLIENT_ID as string | undefined;

export const PAYPAL_TEST_MODE = !clientId;

export const PAYPAL_SCRIPT_OPTIONS: ReactPayPalScriptOptions = {
  clientId: clientId ?? 'local-stand-in',
  currency: 'USD',
  intent: 'capture',
  components: 'buttons',
  ...(clientId
    ? { environment: import.meta.env.VITE_PAYPAL_ENV === 'live' ? 'production' : 'sandbox' }
    : { sdkBaseUrl: '/__paypal/sdk/js' }),
};
