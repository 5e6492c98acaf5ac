import {
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomUUID,
  sign,
  verify,
} from 'node:crypto';
import { crc32 } from 'node:zlib';
import { paypalJson } from './raw-json';
import { paypalId } from './state';

/**
 * The stand-in's webhooks, signed and delivered as PayPal does: each event is POSTed as JSON to
 * the shop with PAYPAL-TRANSMISSION-ID, -TIME, -SIG, PAYPAL-CERT-URL and PAYPAL-AUTH-ALGO; the
 * signature is SHA256withRSA over `transmissionId|transmissionTime|webhookId|crc32(body)`, the
 * body's very bytes (written with escapes, as PayPal's are, so only these bytes verify). Only
 * the stand-in's own verify endpoint can check it (its key is made in its process), exactly as only
 * PayPal can vouch for PayPal's. A delivery that is not answered 2xx is tried again, with backoff.
 */

export interface WebhookEvent {
  id: string;
  event_version: '1.0';
  create_time: string;
  resource_type: string;
  resource_version: '2.0';
  event_type: string;
  summary: string;
  resource: Record<string, unknown>;
  links: { href: string; rel: string; method: string }[];
}

export interface Delivery {
  event: WebhookEvent;
  headers: Record<string, string>;
  body: string;
  attempts: number;
  /** The last answer's status, or the network error. */
  lastResult: number | string | null;
  delivered: boolean;
}

export interface WebhookSenderOptions {
  /** Where the shop listens; null (or a function answering null) sends nothing. */
  target: string | null | (() => string | null);
  /** The id events are signed for (the shop verifies against its own PAYPAL_WEBHOOK_ID). */
  webhookId: string;
  /** The stand-in's public base URL, for the links and the certificate URL. */
  base: () => string;
  /** Delays between attempts, ms; PayPal itself retries for three days. */
  retryDelaysMs?: readonly number[];
}

const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
export const CERT_PATH = '/v1/notifications/certs/stand-in';
const MAX_KEPT_DELIVERIES = 1_000;

interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
}
/**
 * Where the process keeps its key: on the global object, so that a module loaded again in the same
 * process (a test runner resets its modules before each file, `tests/setup/each-file.ts`) still
 * signs with the key the process already has. The unit suite's 161 files made 27 keys, 4.2 s of
 * CPU, before the key moved here.
 */
const PROCESS_KEY = Symbol.for('ely.paypal-stand-in.signing-key');
type KeyHolder = { [PROCESS_KEY]?: SigningKey };

/**
 * The key every stand-in of this process signs with, made the first time one signs or shows its
 * certificate: PayPal too signs every webhook with one certificate. Making a 2048-bit RSA key
 * costs 100 to 500 ms of CPU, which each of the 84 stand-ins the unit suite creates paid at its
 * start, most of them never sending a webhook.
 */
function signingKey(): SigningKey {
  const holder = globalThis as KeyHolder;
  let key = holder[PROCESS_KEY];
  if (!key) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    key = { privateKey, publicKey: createPublicKey(privateKey) };
    holder[PROCESS_KEY] = key;
  }
  return key;
}

export class WebhookSender {
  enabled = true;
  readonly deliveries: Delivery[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: WebhookSenderOptions) {}

  /** The public half of the signing key, which the certificate URL serves. */
  get publicKey(): KeyObject {
    return signingKey().publicKey;
  }

  get webhookId(): string {
    return this.options.webhookId;
  }

  /** Builds, signs and sends an event (unless webhooks are off or no target is known). */
  send(eventType: string, resourceType: string, summary: string, resource: object): void {
    if (!this.enabled) return;
    const target =
      typeof this.options.target === 'function' ? this.options.target() : this.options.target;
    if (!target) return;
    const id = `WH-${paypalId(17)}-${paypalId(17)}`;
    const event: WebhookEvent = {
      id,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource: resource as Record<string, unknown>,
      links: [
        {
          href: `${this.options.base()}/v1/notifications/webhooks-events/${id}`,
          rel: 'self',
          method: 'GET',
        },
        {
          href: `${this.options.base()}/v1/notifications/webhooks-events/${id}/resend`,
          rel: 'resend',
          method: 'POST',
        },
      ],
    };
    // As PayPal writes it (escaped non-ASCII and slashes): a receiver must verify these bytes.
    const body = paypalJson(event);
    const transmissionId = randomUUID();
    const transmissionTime = new Date().toISOString();
    const delivery: Delivery = {
      event,
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${this.options.base()}${CERT_PATH}`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': transmissionTime,
        'paypal-transmission-sig': this.signature(transmissionId, transmissionTime, body),
      },
      attempts: 0,
      lastResult: null,
      delivered: false,
    };
    this.deliveries.push(delivery);
    // The newest deliveries are enough for tests and tools; memory stays bounded.
    if (this.deliveries.length > MAX_KEPT_DELIVERIES) this.deliveries.shift();
    void this.attempt(target, delivery);
  }

  /**
   * What the verify endpoint checks: the signature over the event's bytes as the shop received
   * them and passed them on (`webhook_event` exactly as written in the verify request).
   */
  verify(input: {
    transmissionId: string;
    transmissionTime: string;
    webhookId: string;
    signature: string;
    eventText: string;
  }): boolean {
    const message = signedMessage(
      input.transmissionId,
      input.transmissionTime,
      input.webhookId,
      input.eventText,
    );
    try {
      return verify(
        'sha256',
        Buffer.from(message),
        this.publicKey,
        Buffer.from(input.signature, 'base64'),
      );
    } catch {
      return false;
    }
  }

  /** Stops the retries still waiting. */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  reset(): void {
    this.close();
    this.deliveries.length = 0;
    this.enabled = true;
  }

  private signature(transmissionId: string, transmissionTime: string, body: string): string {
    const message = signedMessage(transmissionId, transmissionTime, this.options.webhookId, body);
    return sign('sha256', Buffer.from(message), signingKey().privateKey).toString('base64');
  }

  private async attempt(target: string, delivery: Delivery): Promise<void> {
    delivery.attempts += 1;
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
        signal: AbortSignal.timeout(10_000),
      });
      delivery.lastResult = response.status;
      await response.arrayBuffer().catch(() => {});
      if (response.ok) {
        delivery.delivered = true;
        return;
      }
    } catch (error) {
      delivery.lastResult = error instanceof Error ? error.message : String(error);
    }
    const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    const delay = delays[delivery.attempts - 1];
    if (delay === undefined || !this.enabled) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(target, delivery);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }
}

function signedMessage(id: string, time: string, webhookId: string, body: string): string {
  return `${id}|${time}|${webhookId}|${crc32(Buffer.from(body, 'utf8'))}`;
}
