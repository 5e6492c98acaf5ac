import type { ResendableEmail } from '#domain/follow-up-rules';
import { emailForEvent } from '#domain/order/emails';
import type { Actor } from '#domain/order/events';
import { historyCtes, iso, type LedgerOptions, runLedgerStatement } from '../orders/ledger';
import { lastEventWithinCte } from '../orders/sql/order-ctes';
import type { Database } from '../platform/database';
import type { FollowUpStore, OrderNote } from './follow-up-store';

/** The console's follow-up of an order on PostgreSQL (and PGlite): see follow-up-store.ts. */

interface NoteRow {
  id: string | number;
  at: Date | string;
  actor_uid: string;
  actor_email: string | null;
  body: string;
}

const toNote = (row: NoteRow): OrderNote => ({
  id: Number(row.id),
  at: iso(row.at),
  actor: { uid: row.actor_uid, email: row.actor_email },
  text: row.body,
});

export class PostgresFollowUpStore implements FollowUpStore {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerOptions = {},
  ) {}

  async notes(orderId: string): Promise<OrderNote[]> {
    const { rows } = await this.db.query<NoteRow>(
      'SELECT id, at, actor_uid, actor_email, body FROM order_notes WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
    return rows.map(toNote);
  }

  async addNote(orderId: string, text: string, actor: Actor): Promise<OrderNote> {
    const { rows } = await this.db.query<NoteRow>(
      `INSERT INTO order_notes (order_id, actor_uid, actor_email, body) VALUES ($1, $2, $3, $4)
       RETURNING id, at, actor_uid, actor_email, body`,
      [orderId, actor.uid, actor.email, text],
    );
    const row = rows[0];
    if (!row) throw new Error('the note was not written');
    return toNote(row);
  }

  /**
   * The event and its email in one statement (orders/ledger.ts), written only when no resend of
   * the same email is younger than the window (the database's clock decides).
   */
  async resend(
    orderId: string,
    email: ResendableEmail,
    actor: Actor,
    windowS: number,
  ): Promise<{ queued: true } | { queued: false; retryAfterS: number }> {
    const event = {
      source: 'operator' as const,
      kind: 'email-resent' as const,
      details: { email },
      actor,
    };
    const rows = await runLedgerStatement<{ written: number; retry_after_s: number | null }>(
      this.db,
      {
        name: 'resend-email',
        build: (params, withEmail) => {
          const order = params.add(orderId);
          const window = params.add(windowS);
          const recent = lastEventWithinCte(
            'recent',
            order,
            "'email-resent'",
            { key: "'email'", value: params.add(email) },
            window,
          );
          return `WITH ${recent}, target AS (
            SELECT ${order}::text AS id WHERE (SELECT at FROM recent) IS NULL
          ), ${historyCtes(params, 'logged', 'target', event, withEmail ? emailForEvent(event, 'as-recorded') : null)}
          SELECT (SELECT count(*) FROM logged)::integer AS written,
                 ceil(EXTRACT(EPOCH FROM (SELECT at FROM recent)
                   + make_interval(secs => ${window}) - now()))::integer AS retry_after_s`;
        },
      },
      this.ledger,
    );
    const row = rows[0];
    if (row && row.written > 0) return { queued: true };
    return { queued: false, retryAfterS: Math.max(1, row?.retry_after_s ?? windowS) };
  }
}
