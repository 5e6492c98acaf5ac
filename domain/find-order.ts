import { isEmailAddress } from './email';
import { isOrderNumber } from './order/order-number';

/**
 * "Find my order" (`POST /api/find-order`): a buyer who lost the order email gives the email they
 * ordered with and the order's number, and the order page's link goes to that address, only when
 * both match one order. The rules here are the page's and the API's both: the page checks as the
 * buyer types, the server again (it never trusts the browser).
 */

export interface FindOrderRequest {
  email: string;
  orderNumber: string;
}

export type FindOrderField = keyof FindOrderRequest;
export type FindOrderProblem =
  | 'emailRequired'
  | 'emailInvalid'
  | 'orderNumberRequired'
  | 'orderNumberInvalid';

/**
 * What a buyer types, as the server compares it: the email without surrounding spaces; the
 * number in capitals, without spaces, with its prefix when left out ('7k3m9q' → 'ELY-7K3M9Q').
 */
export function normaliseFindOrder(request: FindOrderRequest): FindOrderRequest {
  const number = request.orderNumber.replace(/\s+/g, '').toUpperCase();
  return {
    email: request.email.trim(),
    orderNumber: /^[A-Z0-9]{6}$/.test(number) ? `ELY-${number}` : number,
  };
}

/** The first problem of each field, in the form's order; none: the request may be sent. */
export function findOrderProblems(
  request: FindOrderRequest,
): { field: FindOrderField; problem: FindOrderProblem }[] {
  const { email, orderNumber } = normaliseFindOrder(request);
  const problems: { field: FindOrderField; problem: FindOrderProblem }[] = [];
  if (!email) problems.push({ field: 'email', problem: 'emailRequired' });
  else if (!isEmailAddress(email)) problems.push({ field: 'email', problem: 'emailInvalid' });
  if (!orderNumber) problems.push({ field: 'orderNumber', problem: 'orderNumberRequired' });
  else if (!isOrderNumber(orderNumber)) {
    problems.push({ field: 'orderNumber', problem: 'orderNumberInvalid' });
  }
  return problems;
}
