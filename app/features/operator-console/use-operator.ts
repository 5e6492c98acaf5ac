import { useCallback, useEffect, useState } from 'react';
import type { OperatorRole } from '../../../domain/answers';
import { ApiCallError } from '../../lib/api-client';
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
  const [state, setState] = useState<OperatorState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (status === 'unknown') {
      setState({ kind: 'checking' });
      return;
    }
    if (status === 'signed-out') {
      setState({ kind: 'signed-out' });
      return;
    }
    let current = true;
    setState({ kind: 'checking' });
    (async () => {
      try {
        await getIdToken({ forceRefresh: true });
        const me = await api.me();
        if (current) setState({ kind: 'operator', email: me.email, role: me.role });
      } catch (error) {
        if (!current) return;
        if (error instanceof ApiCallError && error.status === 403) {
          setState({ kind: 'denied', email: accountLabel ?? 'This account' });
        } else if (error instanceof ApiCallError && error.status === 401) {
          setState({ kind: 'expired' });
        } else {
          setState({
            kind: 'unavailable',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }
    })();
    return () => {
      current = false;
    };
    // `attempt` re-runs the check when the operator asks to check again.
  }, [status, accountLabel, api, getIdToken, attempt]);

  const recheck = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, recheck };
}
