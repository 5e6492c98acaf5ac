import { GatewayRefusal, type RefusalReason } from '../gateway';
import { PayPalApiError } from './client';

/**
 * PayPal's refusals (its error names and issues, per call) in the shop's words: a GatewayRefusal
 * with its reason, PayPal's issue, and the facts a log needs.
 */

/** Which call PayPal refused: the same issue may mean another thing for another call. */
export type PayPalOperation =
  | 'create'
  | 'update'
  | 'capture'
  | 'get'
  | 'refund'
  | 'verify'
  | 'other';

/** Runs a call and turns PayPal's refusals into the shop's. */
export async function translated<T>(
  operation: PayPalOperation,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PayPalApiError)) throw error;
    const reason = refusalReason(operation, error);
    const field = reason === 'address-refused' ? ADDRESS_ISSUES[error.issue ?? ''] : undefined;
    throw new GatewayRefusal(reason, error.issue, error.message, {
      paypalStatus: error.status,
      paypalError: error.errorName,
      debugId: error.debugId,
      ...(field ? { field } : {}),
    });
  }
}

const REFUND_REFUSALS = new Set([
  'REFUND_AMOUNT_EXCEEDED',
  'CAPTURE_FULLY_REFUNDED',
  'REFUND_NOT_ALLOWED',
  'REFUND_TIME_LIMIT_EXCEEDED',
  'PARTIAL_REFUND_NOT_ALLOWED',
  'TRANSACTION_REFUSED',
]);

/**
 * Capture refusals that send the payer back to PayPal to choose another way to pay (PayPal's
 * "handle payment failures" guide: restart the buttons).
 */
const PAYER_MUST_CHOOSE_AGAIN = new Set([
  'INSTRUMENT_DECLINED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'PAYER_ACTION_REQUIRED',
]);

/**
 * Capture refusals (422, checkout_orders_v2.json) about the payer, their account or the
 * transaction, after which PayPal has not captured and the same approval cannot be captured.
 */
const PAYER_REFUSALS = new Set([
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
  'PAYER_ACCOUNT_RESTRICTED',
  'PAYER_ACCOUNT_LOCKED_OR_CLOSED',
  'COMPLIANCE_VIOLATION',
  'TRANSACTION_LIMIT_EXCEEDED',
  'TRANSACTION_RECEIVING_LIMIT_EXCEEDED',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
  'CARD_BRAND_NOT_SUPPORTED',
  'DOMESTIC_TRANSACTION_REQUIRED',
  'DECLINED_DUE_TO_RELATED_TXN',
  'PAYEE_BLOCKED_TRANSACTION',
  'TRANSACTION_BLOCKED_BY_PAYEE',
  'REFERENCED_CARD_EXPIRED',
]);

/**
 * PayPal's refusals of a shipping address at create or update, and the field of the shop's
 * address each is about (null: PayPal does not say).
 */
const ADDRESS_ISSUES: Record<string, string | null> = {
  CITY_REQUIRED: 'city',
  POSTAL_CODE_REQUIRED: 'zip',
  INVALID_COUNTRY_CODE: 'country',
  SHIPPING_ADDRESS_INVALID: null,
  MISSING_SHIPPING_ADDRESS: null,
};

function refusalReason(operation: PayPalOperation, error: PayPalApiError): RefusalReason {
  if (error.status === 404) return 'not-found';
  const issue = error.issue ?? '';
  if (PAYER_MUST_CHOOSE_AGAIN.has(issue)) return 'declined';
  switch (issue) {
    case 'ORDER_NOT_APPROVED':
      return 'not-approved';
    case 'ORDER_ALREADY_CAPTURED':
    // A PATCH of an order PayPal has captured.
    case 'ORDER_ALREADY_COMPLETED':
      return 'already-captured';
  }
  if ((operation === 'create' || operation === 'update') && issue in ADDRESS_ISSUES) {
    return 'address-refused';
  }
  if (operation === 'capture' && error.status === 422 && PAYER_REFUSALS.has(issue)) {
    return 'payer-refused';
  }
  return operation === 'refund' && REFUND_REFUSALS.has(issue) ? 'refund-refused' : 'refused';
}
