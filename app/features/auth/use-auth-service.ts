import { useCallback, useEffect, useState } from 'react';
import { loadAuth } from './auth-client';
import type { AuthService } from './firebase-auth';

/** Where the dialog's Firebase SDK is: on its way, ready to use, or failed to arrive. */
export type AuthServiceState =
  | { status: 'loading' }
  | { status: 'ready'; service: AuthService }
  | { status: 'failed' };

/**
 * The Firebase SDK for the login dialog, loaded as soon as the dialog shows. Google's popup must
 * be opened by the click itself: Safari and Firefox block a window opened after the click's task
 * has ended (an `await` on a dynamic import ends it), so the Google button needs the SDK in hand
 * before it is pressed. `retry` loads it again after a failure (offline, say).
 */
export function useAuthService(): AuthServiceState & { retry: () => Promise<void> } {
  const [state, setState] = useState<AuthServiceState>({ status: 'loading' });

  const load = useCallback(async (isCurrent: () => boolean = () => true) => {
    try {
      const service = await loadAuth();
      if (isCurrent()) setState({ status: 'ready', service });
    } catch (error) {
      if (isCurrent()) setState({ status: 'failed' });
      throw error;
    }
  }, []);

  useEffect(() => {
    let current = true;
    // A failure is shown when the visitor acts (the Google button then retries).
    load(() => current).catch(() => {});
    return () => {
      current = false;
    };
  }, [load]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    return load();
  }, [load]);

  return { ...state, retry };
}
