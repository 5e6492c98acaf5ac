import { z } from 'zod';
import { parseAmount } from '../../domain/money';
import { CAPTURE_OUTCOMES, paypalId } from './state';

/**
 * What the stand-in takes and answers, shaped as PayPal's Orders v2 contract
 * (paypal/checkout_orders_v2.json): its requests' schemas and its error bodies.
 */

export const TOKEN_LIFETIME_S = 32_400;
const DOCS = 'https://developer.paypal.com/docs/api/orders/v2/';

const Money = z.object({
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  value: z.string().regex(/^\d{1,15}(\.\d{1,2})?$/),
});

export const CreateOrderRequest = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z
    .array(
      z
        .object({
          reference_id: z.string().min(1).max(256).optional(),
          amount: Money.extend({
            breakdown: z.object({ item_total: Money.optional() }).passthrough().optional(),
          }),
          items: z
            .array(
              z
                .object({
                  name: z.string().min(1).max(127),
                  quantity: z.string().regex(/^[1-9][0-9]{0,9}$/),
                  unit_amount: Money,
                })
                .passthrough(),
            )
            .optional(),
        })
        .passthrough(),
    )
    .min(1)
    .max(10),
});

export const FailNextRequest = z.object({
  /**
   * 'timeout': the request is held, then dropped unanswered (PayPal never acted); 'lost-answer':
   * PayPal acts, and its answer is lost on the way back; 'slow': PayPal takes `hangMs` to act (a
   * repeat of the request meanwhile gets 409); or an HTTP status.
   */
  status: z.union([
    z.literal('timeout'),
    z.literal('lost-answer'),
    z.literal('slow'),
    z.number().int().min(500).max(599),
    z.literal(429),
  ]),
  count: z.number().int().min(1).max(100).default(1),
  operation: z
    .enum(['token', 'create', 'get', 'capture', 'refund', 'verify', 'any'])
    .default('any'),
  hangMs: z.number().int().min(0).max(120_000).default(15_000),
});

export const ApproveRequest = z
  .object({
    /** What the capture does (see CAPTURE_OUTCOMES): 'pending' holds it for review, and so on. */
    outcome: z.enum(CAPTURE_OUTCOMES).default('completed'),
    email: z.email().nullable().optional(),
    givenName: z.string().min(1).max(140).optional(),
    surname: z.string().min(1).max(140).optional(),
    funding: z.enum(['paypal', 'card']).default('paypal'),
  })
  .default({ funding: 'paypal', outcome: 'completed' });

export const RefundRequest = z
  .object({
    amount: Money.optional(),
    note_to_payer: z.string().max(255).optional(),
    invoice_id: z.string().max(127).optional(),
  })
  .default({});

/** PayPal's decimal amounts as cents. */
export const toCents = (value: string) => parseAmount(value) ?? Number.NaN;

function errorBody(name: string, message: string, issue?: string, description?: string) {
  const debugId = paypalId(13).toLowerCase();
  return {
    name,
    message,
    debug_id: debugId,
    ...(issue ? { details: [{ issue, description: description ?? message }] } : {}),
    links: [{ href: `${DOCS}#error-${issue ?? name}`, rel: 'information_link', method: 'GET' }],
  };
}

const UNPROCESSABLE =
  'The requested action could not be performed, semantically incorrect, or failed business validation.';

export const errors = {
  unauthorized: () =>
    errorBody(
      'AUTHENTICATION_FAILURE',
      'Authentication failed due to missing authorization header, or invalid authentication credentials.',
    ),
  notFound: () =>
    errorBody(
      'RESOURCE_NOT_FOUND',
      'The specified resource does not exist.',
      'INVALID_RESOURCE_ID',
      'Specified resource ID does not exist. Please check the resource ID and try again.',
    ),
  invalid: (field: string, description: string) => ({
    ...errorBody(
      'INVALID_REQUEST',
      'Request is not well-formed, syntactically incorrect, or violates schema.',
    ),
    details: [{ field, location: 'body', issue: 'INVALID_PARAMETER_VALUE', description }],
  }),
  unprocessable: (issue: string, description: string) =>
    errorBody('UNPROCESSABLE_ENTITY', UNPROCESSABLE, issue, description),
  conflict: () =>
    errorBody(
      'RESOURCE_CONFLICT',
      'The server has detected a conflict while processing this request.',
    ),
  internal: () => errorBody('INTERNAL_SERVER_ERROR', 'An internal server error occurred.'),
  unavailable: () => errorBody('SERVICE_UNAVAILABLE', 'Service Unavailable.'),
};
