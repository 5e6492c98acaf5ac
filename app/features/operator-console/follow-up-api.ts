import {
  AbandonedAnswer,
  NoteAnswer,
  RecoveryAnswer,
  ResendAnswer,
  TimelineAnswer,
} from '#domain/follow-up-answers';
import type { ApiCall } from '../../lib/api-client';

/**
 * The console's follow-up calls (an order's timeline, notes, resends; abandoned checkouts), made
 * through the console's own `call` (its token, its words for refusals): console-api.ts adds them.
 */

type Call = <T>(request: Omit<ApiCall<T>, 'idToken'>) => Promise<T>;

const orderPath = (orderRef: string) => `/api/admin/orders/${encodeURIComponent(orderRef)}`;

export function followUpCalls(call: Call) {
  return {
    timeline: (orderRef: string, signal?: AbortSignal) =>
      call({ path: `${orderPath(orderRef)}/timeline`, answer: TimelineAnswer, signal }),
    addNote: (orderRef: string, body: string) =>
      call({
        method: 'POST',
        path: `${orderPath(orderRef)}/notes`,
        body: { body },
        answer: NoteAnswer,
      }),
    resend: (orderRef: string, email: 'confirmation' | 'shipped') =>
      call({
        method: 'POST',
        path: `${orderPath(orderRef)}/resend`,
        body: { email },
        answer: ResendAnswer,
      }),
    abandoned: (signal?: AbortSignal) =>
      call({ path: '/api/admin/abandoned', answer: AbandonedAnswer, signal }),
    recoveryEmail: (orderRef: string) =>
      call({
        method: 'POST',
        path: `${orderPath(orderRef)}/recovery-email`,
        body: {},
        answer: RecoveryAnswer,
      }),
  };
}
