import { z } from 'zod';
import { isCountryCode } from '#domain/countries';
import { parseAmount } from '#domain/money';
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

/** `address_portable`: the contract's lengths, and a country code of two capitals (or C2). */
export const AddressPortable = z
  .object({
    address_line_1: z.string().max(300).optional(),
    address_line_2: z.string().max(300).optional(),
    address_line_3: z.string().max(100).optional(),
    admin_area_4: z.string().max(100).optional(),
    admin_area_3: z.string().max(100).optional(),
    admin_area_2: z.string().max(120).optional(),
    admin_area_1: z.string().max(300).optional(),
    postal_code: z.string().max(60).optional(),
    // Two characters (minLength = maxLength = 2), which the pattern already says.
    country_code: z.string().regex(/^([A-Z]{2}|C2)$/),
  })
  .passthrough();

/** `shipping_detail.name`: "Supports only the `full_name` property." */
export const ShippingName = z.object({ full_name: z.string().max(300).optional() }).passthrough();

export const SHIPPING_TYPES = [
  'SHIPPING',
  'PICKUP_IN_PERSON',
  'PICKUP_IN_STORE',
  'PICKUP_FROM_PERSON',
] as const;

const ShippingDetail = z
  .object({
    name: ShippingName.optional(),
    type: z.enum(SHIPPING_TYPES).optional(),
    address: AddressPortable.optional(),
  })
  .passthrough();

export const SHIPPING_PREFERENCES = [
  'GET_FROM_FILE',
  'NO_SHIPPING',
  'SET_PROVIDED_ADDRESS',
] as const;

/**
 * The countries whose addresses PayPal refuses without a postal code (422 POSTAL_CODE_REQUIRED):
 * the stand-in knows the four whose codes the shop checks; PayPal knows more.
 */
const POSTAL_CODE_COUNTRIES = new Set(['MX', 'US', 'CA', 'ES']);

/**
 * What PayPal says of a shipping address its schema lets through (a code it does not assign, a
 * city or postal code the country needs), as the error to answer; null when it takes it.
 */
export function shippingAddressRefusal(address: z.infer<typeof AddressPortable>, field: string) {
  const country = address.country_code;
  if (country !== 'C2' && !isCountryCode(country)) {
    return {
      status: 400,
      body: errors.invalid(
        `${field}/country_code`,
        'Country code is invalid. Please refer to https://developer.paypal.com/api/rest/reference/country-codes/ for a list of supported country codes.',
        'INVALID_COUNTRY_CODE',
      ),
    };
  }
  if (!address.admin_area_2?.trim()) {
    return {
      status: 422,
      body: errors.unprocessable(
        'CITY_REQUIRED',
        'The specified country requires a city (address.admin_area_2).',
        `${field}/admin_area_2`,
      ),
    };
  }
  if (POSTAL_CODE_COUNTRIES.has(country) && !address.postal_code?.trim()) {
    return {
      status: 422,
      body: errors.unprocessable(
        'POSTAL_CODE_REQUIRED',
        'The specified country requires a postal code.',
        `${field}/postal_code`,
      ),
    };
  }
  return null;
}

/** A zod issue as PayPal names the same fault in its 400 answers. */
export function schemaIssue(issue: z.core.$ZodIssue | undefined): string {
  switch (issue?.code) {
    case 'too_big':
    case 'too_small':
      return issue.origin === 'string' ? 'INVALID_STRING_LENGTH' : 'INVALID_PARAMETER_VALUE';
    case 'invalid_format':
      return 'INVALID_PARAMETER_SYNTAX';
    case 'invalid_type':
      return issue.input === undefined ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_SYNTAX';
    default:
      return 'INVALID_PARAMETER_VALUE';
  }
}

export const CreateOrderRequest = z.object({
  intent: z.literal('CAPTURE'),
  payment_source: z
    .object({
      paypal: z
        .object({
          experience_context: z
            .object({ shipping_preference: z.enum(SHIPPING_PREFERENCES).optional() })
            .passthrough()
            .optional(),
        })
        .passthrough()
        .optional(),
    })
    .passthrough()
    .optional(),
  purchase_units: z
    .array(
      z
        .object({
          reference_id: z.string().min(1).max(256).optional(),
          shipping: ShippingDetail.optional(),
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
    .enum(['token', 'create', 'get', 'update', 'capture', 'refund', 'verify', 'any'])
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
  invalid: (field: string, description: string, issue = 'INVALID_PARAMETER_VALUE') => ({
    ...errorBody(
      'INVALID_REQUEST',
      'Request is not well-formed, syntactically incorrect, or violates schema.',
    ),
    details: [{ field, location: 'body', issue, description }],
  }),
  unprocessable: (issue: string, description: string, field?: string) => {
    const body = errorBody('UNPROCESSABLE_ENTITY', UNPROCESSABLE, issue, description);
    return field ? { ...body, details: [{ field, location: 'body', issue, description }] } : body;
  },
  conflict: () =>
    errorBody(
      'RESOURCE_CONFLICT',
      'The server has detected a conflict while processing this request.',
    ),
  internal: () => errorBody('INTERNAL_SERVER_ERROR', 'An internal server error occurred.'),
  unavailable: () => errorBody('SERVICE_UNAVAILABLE', 'Service Unavailable.'),
};
