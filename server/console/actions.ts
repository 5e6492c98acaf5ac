import type { ActionState } from '#domain/admin-api';
import type { ActionRefusal } from '#domain/order/operator-actions';

/**
 * The console's side of the order model's rules (domain/order/operator-actions.ts): a refusal as
 * the order detail's action state. As an API error it is platform/order-refusal.ts's.
 */

/** The detail's word on an action: allowed, or the refusal (code and facts). */
export function actionState(refusal: ActionRefusal | null): ActionState {
  return refusal ? { allowed: false, refusal } : { allowed: true };
}
