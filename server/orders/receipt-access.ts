import { createHash } from 'node:crypto';
import type { VerifiedUser } from '../platform/auth/id-token';
import { tokenMatches } from '../platform/auth/tokens';
import type { StoredReceipt } from './store';

/**
 * Who may read a receipt: the signed-in buyer whose uid is on the payment record, or whoever
 * holds the receipt link's token. Anyone else is told there is no such order, exactly as for an
 * order that does not exist.
 */

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Stands in for a missing order's token, so a wrong order id costs the same comparison. */
const NO_ORDER_TOKEN = digest('no such order').toString('base64url');

export function mayReadReceipt(
  receipt: StoredReceipt | null,
  access: { token: string | null; user: VerifiedUser | null },
): receipt is StoredReceipt {
  const tokenOk = tokenMatches(receipt?.receiptToken ?? NO_ORDER_TOKEN, access.token);
  if (!receipt) return false;
  const owner = access.user !== null && receipt.uid !== null && receipt.uid === access.user.uid;
  return tokenOk || owner;
}
