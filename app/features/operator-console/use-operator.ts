import { useCallback } from 'react';
import type { OperatorRole } from '#domain/answers';
import { ApiCallError } from '../../lib/api-client';
import { type Loaded, useLoad } from '../../lib/use-load';
import type { ConsoleApi, IdTokenGetter } from './console-api';

/**
 * Whether the signed-in person is an operator, as the API says (the browser decides nothing):
 * signed out, an account without the claim, an expired sign-in, or an operator. A claim granted
 * after sign-in counts at once: the first check asks Firebase for a fresh ID token.
 */

export type SignInStatus = 'unknown' | 'signed-out' | 'signed-in';

export type OperatorState =
  | { kind: 'checking' }
  | { kind: 'signed-out' }
  | { kind: 'denied'; email: string }
  | { kind: 'expired' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'operator'; email: string | null; role: OperatorRole };

export function useOperator({
  status,
  accountLabel,
  api,
  getIdToken,
}: {
  status: SignInStatus;
  /** The signed-in account's email (or phone), for the "not authorised" message. */
  accountLabel: string | null;
  api: ConsoleApi;
  getIdToken: IdTokenGetter;
}) {
  // `accountLabel` is part of the question: another account signed in is checked again.
  const check = useCallback(
    async (signal: AbortSignal) => {
      await getIdToken({ forceRefresh: true });
      return api.me(signal);
    },
    [api, getIdToken, accountLabel],
  );
  const { state: answer, reload } = useLoad(status === 'signed-in' ? check : null);
  return { state: operatorState(status, accountLabel, answer), recheck: reload };
}

function operatorState(
  status: SignInStatus,
  accountLabel: string | null,
  answer: Loaded<{ email: string | null; role: OperatorRole }>,
): OperatorState {
  if (status === 'signed-out') return { kind: 'signed-out' };
  if (status === 'unknown' || answer.kind === 'loading') return { kind: 'checking' };
  if (answer.kind === 'ready') {
    return { kind: 'operator', email: answer.value.email, role: answer.value.role };
  }
  const { error } = answer;
  if (error instanceof ApiCallError && error.status === 403) {
    return { kind: 'denied', email: accountLabel ?? 'This account' };
  }
  if (error instanceof ApiCallError && error.status === 401) return { kind: 'expired' };
  return { kind: 'unavailable', message: error.message };
}
