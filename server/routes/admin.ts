import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentRecord } from '../../domain/payment-record';
import type { PaymentsService } from '../payments/service';

/**
 * GET /api/admin/payments for operators: the payment records, newest first, as JSON or as CSV
 * (?format=csv). Registered only when ADMIN_TOKEN is set; the token is compared in constant time.
 */

export interface AdminRoutesOptions {
  service: PaymentsService;
  adminToken: string;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function tokenMatches(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

export async function registerAdminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please wait ${context.after} and try again.`,
    }),
  });

  app.get<{ Querystring: { format?: string } }>(
    '/admin/payments',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!tokenMatches(bearer(request), options.adminToken)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="admin"')
          .send({ error: 'UNAUTHORIZED', message: 'A valid operator token is required.' });
      }
      const payments = await options.service.list();
      if (request.query.format === 'csv') {
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="pagos-${day}.csv"`)
          .send(toCsv(payments));
      }
      return { payments };
    },
  );
}

const CSV_COLUMNS: [string, (record: PaymentRecord) => string | null][] = [
  ['orderId', (r) => r.orderId],
  ['fechaRegistro', (r) => r.fechaRegistro],
  ['tipo', (r) => r.tipo],
  ['type', (r) => r.type],
  ['total', (r) => r.total],
  ['status', (r) => r.status],
  ['codigo', (r) => r.codigo],
  ['payerEmail', (r) => r.payer.email_address],
  ['payerName', (r) => r.payer.name],
  ['payerId', (r) => r.payer.payer_id],
  ['uid', (r) => r.uid],
  ['captureId', (r) => r.captureId],
  [
    'items',
    (r) => r.items.map((item) => `${item.id} x${item.quantity} @ ${item.unitPrice}`).join('; '),
  ],
  [
    'address',
    (r) =>
      r.address
        ? [
            r.address.street,
            r.address.city,
            r.address.state,
            r.address.zip,
            r.address.country,
          ].join(', ')
        : null,
  ],
];

export function toCsv(records: readonly PaymentRecord[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(',')];
  for (const record of records) {
    lines.push(CSV_COLUMNS.map(([, read]) => csvCell(read(record))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** RFC 4180 quoting, and a leading quote on text a spreadsheet would run as a formula. */
function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
