import { useEffect, useState } from 'react';
import { useMessages } from '../../i18n/i18n';
import { useAuthStore } from './auth-store';
import { EmailForm } from './email-form';
import { FeedbackMessage } from './feedback-message';
import { GoogleButton } from './google-button';
import { MethodTabs, type SignInMethod } from './method-tabs';
import { PhoneForm } from './phone-form';
import { useAuthAction } from './use-auth-action';

export const FEEDBACK_ID = 'login-feedback';

/** The login dialog's content, loaded when it first opens: Google, then email or phone. */
export default function LoginPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const action = useAuthAction();
  const loginCopy = useMessages().auth.login;
  const [method, setMethod] = useState<SignInMethod>('email');
  const signedIn = useAuthStore((state) => state.status === 'signed-in');

  useEffect(() => {
    if (signedIn) onSignedIn();
  }, [signedIn, onSignedIn]);

  const { setFeedback } = action;

  return (
    <div className="mt-6">
      <GoogleButton action={action} />

      <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-ink-subtle">
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
        {loginCopy.divider}
        <span aria-hidden="true" className="h-px flex-1 bg-line" />
      </div>

      <MethodTabs
        method={method}
        onChange={(next) => {
          setMethod(next);
          setFeedback(null);
        }}
      >
        {method === 'email' ? <EmailForm action={action} /> : <PhoneForm action={action} />}
      </MethodTabs>

      <FeedbackMessage id={FEEDBACK_ID} feedback={action.feedback} />
    </div>
  );
}
