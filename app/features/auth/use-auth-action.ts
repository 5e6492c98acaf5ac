import { useCallback, useState } from 'react';
import { useLocale, useMessages } from '../../i18n/i18n';
import { loadAuth } from './auth-client';
import { authErrorMessage } from './auth-errors';
import type { AuthService } from './firebase-auth';

/** What the dialog tells the visitor after an action: an error (alert) or a confirmation. */
export type Feedback = { kind: 'error' | 'success'; text: string } | null;

/**
 * Runs one sign-in step: the check before the provider, then the provider call, with one pending
 * flag so buttons cannot double-submit, and the outcome as feedback.
 */
export function useAuthAction() {
  const [pending, setPending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { errors } = useMessages().auth;
  // The provider speaks English: its own words are shown on English pages only.
  const providerWords = useLocale() === 'en';

  /**
   * Follows a step already under way to its outcome. The step is started by the caller, inside
   * the click that asked for it: Google's popup must open there and then.
   */
  const follow = useCallback(
    async (step: Promise<string | undefined>): Promise<boolean> => {
      setPending(true);
      setFeedback(null);
      try {
        const confirmation = await step;
        setFeedback(confirmation ? { kind: 'success', text: confirmation } : null);
        return true;
      } catch (error) {
        setFeedback({ kind: 'error', text: authErrorMessage(error, errors, { providerWords }) });
        return false;
      } finally {
        setPending(false);
      }
    },
    [errors, providerWords],
  );

  const run = useCallback(
    async (
      check: () => string | null,
      action: (auth: AuthService) => Promise<string | undefined>,
    ): Promise<boolean> => {
      const problem = check();
      if (problem) {
        setFeedback({ kind: 'error', text: problem });
        return false;
      }
      return follow(loadAuth().then(action));
    },
    [follow],
  );

  return { pending, feedback, setFeedback, run, follow };
}
