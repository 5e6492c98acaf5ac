import { Agent, type AgentOptions } from 'node:https';
import { connect } from 'node:net';
import {
  CheckoutPaymentIntent,
  Client,
  Environment,
  LogLevel,
  OrdersController,
} from '@paypal/paypal-server-sdk';
import express from 'express';

/**
 * PayPal's own reference, for the API bench: the server of PayPal's `standard-integration`
 * sample (Express and PayPal's server SDK, `@paypal/paypal-server-sdk`), as PayPal publishes it:
 * `POST /api/orders` creates an order of a fixed amount, `POST /api/orders/:orderID/capture`
 * captures it, nothing is validated or stored, and the SDK logs each call at `Info` as the
 * sample configures it. Written here after the sample's shape, not copied.
 *
 * The SDK only knows PayPal's two hosts (sandbox and live, over HTTPS). The one change: its HTTPS
 * agent opens a plain connection to the PayPal stand-in instead (`PAYPAL_STAND_IN`, a stand-in
 * run with `PAYPAL_STAND_IN_PREFIX=` so that PayPal's paths are its own), so the SDK's requests,
 * OAuth and answers are PayPal's, byte for byte, minus TLS. Environment: PORT, PAYPAL_STAND_IN.
 */

const port = Number(process.env.PORT ?? 3185);
const standIn = new URL(process.env.PAYPAL_STAND_IN ?? 'http://127.0.0.1:3002');

/** An HTTPS agent whose connections go, in plain HTTP, to the stand-in (kept alive, as Node's). */
class ToStandIn extends Agent {
  constructor(options: AgentOptions) {
    super(options);
  }
  override createConnection() {
    return connect(Number(standIn.port), standIn.hostname);
  }
}

const client = new Client({
  clientCredentialsAuthCredentials: {
    oAuthClientId: 'sample-client-id',
    oAuthClientSecret: 'sample-client-secret',
  },
  timeout: 0,
  environment: Environment.Sandbox,
  logging: {
    logLevel: LogLevel.Info,
    logRequest: { logBody: true },
    logResponse: { logHeaders: true },
  },
  httpClientOptions: { httpsAgent: new ToStandIn({ keepAlive: true }) },
});
const ordersController = new OrdersController(client);

const app = express();
app.use(express.json());

app.post('/api/orders', async (_request, response) => {
  try {
    const { body, statusCode } = await ordersController.createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [{ amount: { currencyCode: 'USD', value: '391.00' } }],
      },
      prefer: 'return=minimal',
    });
    response.status(statusCode).json(JSON.parse(String(body)));
  } catch (error) {
    console.error('Failed to create order:', error);
    response.status(500).json({ error: 'Failed to create order.' });
  }
});

app.post('/api/orders/:orderID/capture', async (request, response) => {
  try {
    const { body, statusCode } = await ordersController.captureOrder({
      id: request.params.orderID,
      prefer: 'return=minimal',
    });
    response.status(statusCode).json(JSON.parse(String(body)));
  } catch (error) {
    console.error('Failed to capture order:', error);
    response.status(500).json({ error: 'Failed to capture order.' });
  }
});

// The bench's readiness check (not in PayPal's sample).
app.get('/api/health', (_request, response) => {
  response.json({ status: 'ok' });
});

const server = app.listen(port, '127.0.0.1', () => {
  console.log(`paypal-sample listening on http://127.0.0.1:${port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
