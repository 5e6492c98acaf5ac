import { FindOrderAnswer } from '#domain/answers';
import type { FindOrderField, FindOrderRequest } from '#domain/find-order';
import { ApiCallError, callApi } from '../../lib/api-client';

/**
 * "Find my order" through the one API client: `POST /api/find-order`. The answer is the same
 * whether or not an order matched ('received'); a refusal is the rate limit, a field the server
 * found wrong, or no answer.
 */
export type FindOrderResult =
  | { kind: 'received' }
  | { kind: 'rate-limited' }
  | { kind: 'invalid'; field: FindOrderField }
  | { kind: 'failed' };

export async function requestOrderLink(request: FindOrderRequest): Promise<FindOrderResult> {
  try {
    await callApi({
      method: 'POST',
      path: '/api/find-order',
      body: request,
      answer: FindOrderAnswer,
    });
    return { kind: 'received' };
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 429) return { kind: 'rate-limited' };
    if (
      error instanceof ApiCallError &&
      error.status === 400 &&
      (error.field === 'email' || error.field === 'orderNumber')
    ) {
      return { kind: 'invalid', field: error.field };
    }
    return { kind: 'failed' };
  }
}
