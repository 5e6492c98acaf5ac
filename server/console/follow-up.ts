import type {
  NoteAnswer,
  ResendAnswer,
  TimelineAnswer,
  TimelineEntry,
} from '#domain/follow-up-answers';
import type { ResendableEmail } from '#domain/follow-up-rules';
import { RESEND_WINDOW_S } from '#domain/follow-up-rules';
import type { Actor } from '#domain/order/events';
import type { ActionRefusal } from '#domain/order/operator-actions';
import type { Order } from '#domain/order/order';
import type { Payment } from '#domain/order/payment';
import type { OrderMailer } from '../mail/mailer';
import { emailSubject } from '../mail/order-email-content';
import { ApiError } from '../platform/api-error';
import { refusalError } from '../platform/order-refusal';
import type { StockService } from '../stock/service';
import type { FollowUpStore } from './follow-up-store';
import type { ConsoleStore } from './store';

/**
 * The console's follow-up of one order: its internal notes, its one timeline (every event, email
 * sent, note and change of the units it holds, newest first) and its emails sent again. Notes are
 * the operators' own: no route of the buyer's, no email and no data download reads them.
 */

export interface FollowUpDeps {
  console: ConsoleStore;
  followUp: FollowUpStore;
  /** The units the order held, sold or gave back: the stock area's. */
  stock: Pick<StockService, 'movesOf'>;
  /** The order's emails: the mail area's. */
  emails: Pick<OrderMailer, 'emailsFor'>;
}

const notFound = () =>
  new ApiError(404, 'ORDER_NOT_FOUND', 'There is no order with this number or id.');

/** Why an email cannot be sent again now (the order model's codes), or null. */
export function resendRefusal(
  email: ResendableEmail,
  order: Pick<Order, 'state' | 'shipment'>,
  record: Pick<Payment, 'status'> | null,
): ActionRefusal | null {
  if (email === 'shipped') return order.shipment ? null : { code: 'NOT_SHIPPED' };
  if (!record) return { code: 'NOT_PAID', state: order.state };
  if (record.status === 'DENIED') return { code: 'PAYMENT_DENIED' };
  return null;
}

/** Same time: the later kind of thing first (a note written as an email left reads after it). */
const TYPE_ORDER: Record<TimelineEntry['type'], number> = { note: 3, email: 2, event: 1, stock: 0 };

/** Newest first; equal times by type, then by id (the later one first). */
export function newestFirst(entries: TimelineEntry[]): TimelineEntry[] {
  return [...entries].sort(
    (a, b) =>
      b.at.localeCompare(a.at) ||
      TYPE_ORDER[b.type] - TYPE_ORDER[a.type] ||
      b.id.localeCompare(a.id, 'en', { numeric: true }),
  );
}

export class FollowUpService {
  constructor(private readonly deps: FollowUpDeps) {}

  private async order(orderRef: string): Promise<Order> {
    const order = await this.deps.console.order(orderRef);
    if (!order) throw notFound();
    return order;
  }

  async timeline(orderRef: string): Promise<TimelineAnswer> {
    const order = await this.order(orderRef);
    const [events, emails, notes, stock, record] = await Promise.all([
      this.deps.console.events(order.id),
      this.deps.emails.emailsFor(order.id),
      this.deps.followUp.notes(order.id),
      this.deps.stock.movesOf(order.id),
      this.deps.console.payment(order.id),
    ]);
    const base = { source: null, actor: null, text: null, email: null } as const;
    const entries: TimelineEntry[] = [
      ...events.map(
        (event): TimelineEntry => ({
          ...base,
          id: `event-${event.id}`,
          at: event.at,
          type: 'event',
          kind: event.kind,
          source: event.source,
          actor: event.actor,
          details: { eventId: event.id, ...event.details },
        }),
      ),
      ...emails.map(
        (email): TimelineEntry => ({
          ...base,
          id: `email-${email.id}`,
          at: email.at,
          type: 'email',
          kind: email.kind,
          email: { to: email.recipient, subject: emailSubject(email), status: email.status },
          details: { emailId: email.id },
        }),
      ),
      ...notes.map(
        (note): TimelineEntry => ({
          ...base,
          id: `note-${note.id}`,
          at: note.at,
          type: 'note',
          kind: 'note',
          actor: note.actor,
          text: note.text,
          details: { noteId: note.id },
        }),
      ),
      ...stock.flatMap((move): TimelineEntry[] => {
        const details = { product: move.productId, quantity: move.quantity };
        const held: TimelineEntry = {
          ...base,
          id: `stock-${move.productId}-held`,
          at: move.heldAt,
          type: 'stock',
          kind: 'held',
          details,
        };
        if (!move.changedAt) return [held];
        return [
          held,
          {
            ...base,
            id: `stock-${move.productId}-${move.state}`,
            at: move.changedAt,
            type: 'stock',
            kind: move.state,
            details,
          },
        ];
      }),
    ];
    return {
      orderNumber: order.orderNumber,
      entries: newestFirst(entries),
      resend: {
        confirmation: resendRefusal('confirmation', order, record)?.code ?? null,
        shipped: resendRefusal('shipped', order, record)?.code ?? null,
      },
    };
  }

  async addNote(orderRef: string, text: string, actor: Actor): Promise<NoteAnswer> {
    const order = await this.order(orderRef);
    const note = await this.deps.followUp.addNote(order.id, text, actor);
    return { note: { ...note, id: String(note.id) } };
  }

  /**
   * The same email again through the mail outbox, recorded as the operator's 'email-resent'
   * event; at most once per RESEND_WINDOW_S per order and email (429 RESEND_TOO_SOON with
   * `retryAfterS`), and only what the order can have had: a confirmation once paid, a shipping
   * email once shipped (409 with the order model's code otherwise).
   */
  async resend(orderRef: string, email: ResendableEmail, actor: Actor): Promise<ResendAnswer> {
    const order = await this.order(orderRef);
    const record = await this.deps.console.payment(order.id);
    const refusal = resendRefusal(email, order, record);
    if (refusal) throw refusalError(refusal);
    const outcome = await this.deps.followUp.resend(order.id, email, actor, RESEND_WINDOW_S);
    if (!outcome.queued) {
      throw new ApiError(
        429,
        'RESEND_TOO_SOON',
        `This email was sent again less than ${RESEND_WINDOW_S / 60} minutes ago: try again in ${outcome.retryAfterS} seconds.`,
        { retryAfterS: outcome.retryAfterS },
      );
    }
    return { email, queued: true };
  }
}
