import type { InvoiceRequestData } from '#domain/invoice/request';
import { emailForEvent } from '#domain/order/emails';
import type { Actor } from '#domain/order/events';
import type { PaymentStatus } from '#domain/order/payment';
import {
  type EventInput,
  historyCtes,
  iso,
  type LedgerOptions,
  orderRefColumn,
  runLedgerStatement,
  SqlParams,
} from '../orders/ledger';
import { orderRecords } from '../orders/order-records';
import { paymentRecords } from '../payments/payment-records';
import type { Database } from '../platform/database';
import type {
  InvoiceFileKind,
  InvoiceOrder,
  InvoicesStore,
  OpenInvoiceRequest,
  StoredInvoiceRequest,
} from './store';

interface RequestRow {
  order_number: string;
  rfc: string;
  name: string;
  person_type: 'fisica' | 'moral';
  tax_regime: string;
  cfdi_use: string;
  postal_code: string;
  status: 'open' | 'attached';
  requested_at: Date | string;
  uuid: string | null;
  attached_at: Date | string | null;
}

const REQUEST_COLUMNS = `r.rfc, r.name, r.person_type, r.tax_regime, r.cfdi_use, r.postal_code,
  r.status, r.requested_at, r.uuid, r.attached_at`;

function toRequest(row: RequestRow): StoredInvoiceRequest {
  return {
    orderNumber: row.order_number,
    rfc: row.rfc,
    name: row.name,
    personType: row.person_type,
    taxRegime: row.tax_regime,
    cfdiUse: row.cfdi_use,
    postalCode: row.postal_code,
    status: row.status,
    requestedAt: iso(row.requested_at),
    uuid: row.uuid,
    attachedAt: row.attached_at ? iso(row.attached_at) : null,
  };
}

/** The invoices area's store on PostgreSQL (or PGlite): see store.ts. */
export class PostgresInvoicesStore implements InvoicesStore {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerOptions = {},
  ) {}

  async findOrder(orderRef: string): Promise<InvoiceOrder | null> {
    const { rows } = await this.db.query<
      Partial<RequestRow> & {
        order_id: string;
        order_number: string;
        uid: string | null;
        receipt_token: string;
        payment_status: PaymentStatus;
        fecha_registro: Date | string;
        has_request: boolean;
      }
    >(
      `SELECT o.id AS order_id, o.order_number, p.uid, o.receipt_token,
              p.status AS payment_status, p.fecha_registro, r.id IS NOT NULL AS has_request,
              ${REQUEST_COLUMNS}
       FROM ${orderRecords('o')} JOIN ${paymentRecords('p')} ON p.order_id = o.id
       LEFT JOIN invoice_requests r ON r.order_id = o.id
       WHERE o.${orderRefColumn(orderRef)} = $1`,
      [orderRef],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      orderId: row.order_id,
      orderNumber: row.order_number,
      uid: row.uid,
      receiptToken: row.receipt_token,
      status: row.payment_status,
      placedAt: new Date(row.fecha_registro),
      request: row.has_request ? toRequest(row as RequestRow) : null,
    };
  }

  async createRequest(
    orderId: string,
    request: InvoiceRequestData,
    requestedBy: string | null,
  ): Promise<StoredInvoiceRequest | null> {
    const params = new SqlParams();
    const event: EventInput = {
      source: 'order-page',
      kind: 'invoice-requested',
      details: { rfc: request.rfc, taxRegime: request.taxRegime, cfdiUse: request.cfdiUse },
    };
    const text = `WITH created AS (
        INSERT INTO invoice_requests (order_id, rfc, name, person_type, tax_regime, cfdi_use,
                                      postal_code, requested_uid)
        VALUES (${params.add(orderId)}, ${params.add(request.rfc)}, ${params.add(request.name)},
                ${params.add(request.personType)}, ${params.add(request.taxRegime)},
                ${params.add(request.cfdiUse)}, ${params.add(request.postalCode)},
                ${params.add(requestedBy)})
        ON CONFLICT (order_id) DO NOTHING
        RETURNING *
      ), target AS (SELECT order_id AS id FROM created),
      ${historyCtes(params, 'logged', 'target', event, null)}
      SELECT o.order_number, ${REQUEST_COLUMNS}
      FROM created r JOIN ${orderRecords('o')} ON o.id = r.order_id`;
    const { rows } = await this.db.query<RequestRow>(text, params.values);
    return rows[0] ? toRequest(rows[0]) : null;
  }

  async listRequests(status: 'open' | 'attached', limit: number): Promise<OpenInvoiceRequest[]> {
    const { rows } = await this.db.query<
      RequestRow & { fecha_registro: Date | string; total_cents: number; email: string | null }
    >(
      `SELECT o.order_number, ${REQUEST_COLUMNS}, p.fecha_registro,
              p.total_cents,
              coalesce(nullif(o.contact ->> 'email', ''), nullif(p.payer ->> 'email_address', ''),
                       nullif(o.buyer_email, '')) AS email
       FROM invoice_requests r JOIN ${orderRecords('o')} ON o.id = r.order_id
       JOIN ${paymentRecords('p')} ON p.order_id = o.id
       WHERE r.status = $1
       ORDER BY ${status === 'open' ? 'r.requested_at' : 'r.attached_at'} DESC, r.id DESC
       LIMIT $2`,
      [status, limit],
    );
    return rows.map((row) => ({
      ...toRequest(row),
      placedAt: iso(row.fecha_registro),
      totalCents: row.total_cents,
      email: row.email,
    }));
  }

  async countOpen(): Promise<number> {
    const { rows } = await this.db.query<{ open: number }>(
      `SELECT count(*)::int AS open FROM invoice_requests WHERE status = 'open'`,
    );
    return rows[0]?.open ?? 0;
  }

  async attach(
    orderId: string,
    files: { pdf: Uint8Array; xml: Uint8Array; uuid: string },
    actor: Actor,
  ): Promise<StoredInvoiceRequest | null> {
    const event: EventInput = {
      source: 'operator',
      kind: 'invoice-attached',
      details: { uuid: files.uuid },
      actor,
    };
    const rows = await runLedgerStatement<RequestRow>(
      this.db,
      {
        name: 'attach-invoice',
        build: (params, withEmail) => `WITH attached AS (
            UPDATE invoice_requests SET status = 'attached', uuid = ${params.add(files.uuid)},
              pdf = ${params.add(files.pdf)}, xml = ${params.add(files.xml)},
              attached_at = now(), attached_uid = ${params.add(actor.uid)},
              attached_email = ${params.add(actor.email)}
            WHERE order_id = ${params.add(orderId)} AND status = 'open'
            RETURNING *
          ), target AS (SELECT order_id AS id FROM attached),
          ${historyCtes(params, 'logged', 'target', event, withEmail ? emailForEvent(event, 'as-recorded') : null)}
          SELECT o.order_number, ${REQUEST_COLUMNS}
          FROM attached r JOIN ${orderRecords('o')} ON o.id = r.order_id`,
      },
      this.ledger,
    );
    return rows[0] ? toRequest(rows[0]) : null;
  }

  async file(orderId: string, kind: InvoiceFileKind): Promise<Uint8Array | null> {
    const { rows } = await this.db.query<{ bytes: Uint8Array | null }>(
      `SELECT ${kind === 'pdf' ? 'pdf' : 'xml'} AS bytes FROM invoice_requests
       WHERE order_id = $1 AND status = 'attached'`,
      [orderId],
    );
    return rows[0]?.bytes ?? null;
  }
}
