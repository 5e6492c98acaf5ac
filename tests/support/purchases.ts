import type { CreateOrderResponse } from '#domain/payments-api';
import { type MailTransport, type OutgoingEmail, SendFailure } from '#server/mail/mail-transport';
import { ADDRESS, CUSTOM_ELY, OCTAHEDRON, type TestServer } from './payments-server';

/**
 * Test support for what follows a payment: a purchase made through the real API and the PayPal
 * stand-in (as a guest or signed in, by PayPal account or by card without email, paid or held for
 * review), and a mail transport that keeps what it is given and fails when told to.
 */

export interface Purchase {
  /** PayPal's order id. */
  orderId: string;
  /** The shop's number for it, 'ELY-7K3M9Q'. */
  orderNumber: string;
  receiptToken: string;
  captureId: string;
}

export interface PurchaseOptions {
  /** The language of the page the buyer pays on (the API's default is English). */
  locale?: 'en' | 'es';
  /** The contact given at checkout. */
  contact?: { email?: string; name?: string; phone?: string };
  kind?: 'product' | 'subscription';
  /** `valid-<uid>`: bought signed in as <uid> (the fake verifier gives <uid>@example.com). */
  idToken?: string;
  /** The payer's PayPal email; null for a card that gives none. */
  payerEmail?: string | null;
  /** 'pending': PayPal holds the capture for review. */
  outcome?: 'completed' | 'pending';
  /** Where a product ships (default: Mexico City, country written "México"). */
  address?: typeof ADDRESS;
}

let payers = 0;
/** A payer email no other test uses. */
export function uniquePayer(name = 'payer'): string {
  payers += 1;
  return `${name}-${Date.now().toString(36)}-${payers}@example.com`;
}

export async function buy(server: TestServer, options: PurchaseOptions = {}): Promise<Purchase> {
  const kind = options.kind ?? 'product';
  const items = kind === 'product' ? [OCTAHEDRON] : [CUSTOM_ELY];
  const address = kind === 'product' ? (options.address ?? ADDRESS) : null;
  const auth: Record<string, string> = options.idToken
    ? { authorization: `Bearer ${options.idToken}` }
    : {};
  const created = await server.post(
    '/api/create-order',
    {
      items,
      type: kind,
      address,
      ...(options.locale ? { locale: options.locale } : {}),
      ...(options.contact ? { contact: options.contact } : {}),
    },
    auth,
  );
  if (created.status !== 201) throw new Error(`create-order: ${created.status}`);
  const { id: orderId, orderNumber, receiptToken } = (await created.json()) as CreateOrderResponse;

  const payerEmail = options.payerEmail === undefined ? uniquePayer() : options.payerEmail;
  const approve = await server.post(`/__paypal/sdk/orders/${orderId}/approve`, {
    email: payerEmail,
    funding: payerEmail === null ? 'card' : 'paypal',
    outcome: options.outcome ?? 'completed',
  });
  if (!approve.ok) throw new Error(`approve: ${approve.status} ${await approve.text()}`);

  const captured = await server.post(
    `/api/capture-order/${orderId}`,
    { type: kind, items, address },
    auth,
  );
  if (captured.status !== 200) {
    throw new Error(`capture-order: ${captured.status} ${await captured.text()}`);
  }
  const record = await server.app.payments?.store.findPayment(orderId);
  if (!record?.captureId) throw new Error(`no record for ${orderId}`);
  return { orderId, orderNumber, receiptToken, captureId: record.captureId };
}

/** A transport that keeps every email it is given, and fails the next `n` sends when told to. */
export function recordingTransport() {
  const sent: OutgoingEmail[] = [];
  let failures = 0;
  let permanent = false;
  const transport: MailTransport = {
    async send(email) {
      if (failures > 0) {
        failures -= 1;
        throw new SendFailure(
          permanent ? '550 5.1.1 mailbox unavailable' : '421 4.3.2 try again later',
          permanent,
        );
      }
      sent.push(email);
    },
    close() {},
  };
  return {
    transport,
    sent,
    /** Emails sent to one address. */
    to: (address: string) => sent.filter((email) => email.to === address),
    failNext(count: number, options: { permanent?: boolean } = {}) {
      failures = count;
      permanent = options.permanent ?? false;
    },
  };
}
