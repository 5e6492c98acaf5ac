import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../platform/api-error';
import { GatewayRefusal, GatewayUnavailable } from './gateway';

/**
 * What the payer's browser is told when the provider says no or says nothing: the provider's
 * refusals (GatewayRefusal, GatewayUnavailable) turned into the API's errors (a status, a code,
 * the provider's issue), with the messages the checkout shows.
 */

const DECLINED_MESSAGE =
  'The card or PayPal account was declined. Please choose another way to pay.';
export const PAYER_REFUSED_MESSAGE =
  'PayPal refused the payment. Please choose another way to pay.';
export const ORDER_DECLINED_MESSAGE =
  'The payment was declined and this order is closed. Nothing was charged: please pay again with another card or account.';
export const ORDER_CLOSED_MESSAGE =
  'This order is closed and can no longer be paid. Nothing was charged: please pay again.';
const UNCONFIRMED_MESSAGE =
  'PayPal has not confirmed the payment yet. Please do not pay again: we will finish it and email you the receipt.';
const UNAVAILABLE_MESSAGE = 'PayPal is not answering right now. Please try again in a moment.';

/** The payer must choose another way to pay (PayPal's issue says why). */
export function declined(issue: string): ApiError {
  return new ApiError(422, 'INSTRUMENT_DECLINED', DECLINED_MESSAGE, { issue });
}

/**
 * PayPal's word on a capture is not known yet: the order stays 'capturing' and the reconciler
 * finishes it. The payer's browser asks again (503), then tells them not to pay twice.
 */
export function captureUnconfirmed(): ApiError {
  return new ApiError(503, 'CAPTURE_UNCONFIRMED', UNCONFIRMED_MESSAGE);
}

/** Runs a call to the provider; its refusals and silences come back as the API's errors. */
export async function askProvider<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translate(log, error);
  }
}

/** The API's error for a provider's refusal or silence; anything else is thrown again as it is. */
export function translate(log: FastifyBaseLogger, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof GatewayRefusal) {
    const issue = error.issue ?? undefined;
    switch (error.reason) {
      case 'not-found':
        return new ApiError(404, 'ORDER_NOT_FOUND', 'PayPal does not know this order.', {
          issue: issue ?? 'RESOURCE_NOT_FOUND',
        });
      case 'declined':
        return declined(issue ?? 'INSTRUMENT_DECLINED');
      case 'payer-refused':
        return new ApiError(422, 'PAYMENT_REFUSED', PAYER_REFUSED_MESSAGE, { issue });
      case 'not-approved':
        return new ApiError(
          422,
          'ORDER_NOT_APPROVED',
          'The payment has not been approved in PayPal yet.',
          { issue },
        );
      case 'already-captured':
        return new ApiError(409, 'ORDER_ALREADY_CAPTURED', 'This order was already paid.', {
          issue,
        });
      case 'address-refused': {
        // The API's own checks should have refused it first: worth a look when PayPal does.
        log.warn({ ...error.details, issue }, 'PayPal refused a shipping address');
        const field = typeof error.details.field === 'string' ? error.details.field : null;
        return new ApiError(
          400,
          'ADDRESS_INVALID',
          `${field ?? 'address'}: PayPal does not take this shipping address (${issue}).`,
          field ? { field } : {},
        );
      }
      default: {
        const status = error.details.paypalStatus;
        if (status === 422) {
          return new ApiError(422, issue ?? 'PAYMENT_REFUSED', PAYER_REFUSED_MESSAGE, { issue });
        }
        log.error({ ...error.details, issue }, 'PayPal rejected our request');
        return new ApiError(502, 'PAYPAL_ERROR', 'PayPal could not process the payment request.');
      }
    }
  }
  if (error instanceof GatewayUnavailable) {
    log.error({ err: error }, 'PayPal unavailable');
    return new ApiError(502, 'PAYPAL_UNAVAILABLE', UNAVAILABLE_MESSAGE);
  }
  throw error;
}
