import { RestoreAnswer } from '#domain/restore-answer';
import { callApi } from '../../lib/api-client';

/**
 * A recovery email's link, `/checkout?restore=<token>`: asks the server for the cart of that
 * abandoned checkout (product ids and quantities only) and hands it to `refill`, which puts each
 * product in the cart from the catalogue, at today's price. Loaded by the checkout page only when
 * its address carries a token (a chunk of its own: no other page, and no first paint, pays for it).
 */
export async function restoreCart(
  token: string,
  refill: (items: readonly { id: string; quantity: number }[]) => void,
): Promise<boolean> {
  try {
    const answer = await callApi({
      path: `/api/checkout/restore/${encodeURIComponent(token)}`,
      answer: RestoreAnswer,
    });
    refill(answer.items);
    return true;
  } catch {
    // A link of an order paid or purged since: the cart stays as it is.
    return false;
  }
}
