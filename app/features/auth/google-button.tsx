import { useId } from 'react';
import { buttonClass } from '../../components/ui/button';
import { useMessages } from '../../i18n/i18n';
import { GoogleIcon } from './google-icon';
import type { useAuthAction } from './use-auth-action';
import { useAuthService } from './use-auth-service';

type Action = ReturnType<typeof useAuthAction>;

/**
 * "Continue with Google". Its click opens Google's popup itself, with nothing awaited first:
 * browsers allow a popup only from the click's own task. So the button waits for the SDK, which
 * the dialog loads as it opens: until then it is aria-disabled (still focusable, so a screen
 * reader reaches it and hears why) and says it is getting ready.
 */
export function GoogleButton({ action }: { action: Action }) {
  const auth = useAuthService();
  const loginCopy = useMessages().auth.login;
  const loading = auth.status === 'loading';
  const loadingId = useId();

  const onClick = () => {
    if (auth.status === 'ready') {
      void action.follow(auth.service.signInWithGoogle().then(() => undefined));
    } else if (auth.status === 'failed') {
      // The SDK did not arrive: fetch it again (saying why if it fails); the next press signs in.
      void action.follow(auth.retry().then(() => undefined));
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        disabled={action.pending}
        aria-disabled={loading || undefined}
        aria-describedby={loading ? loadingId : undefined}
        className={buttonClass('secondary', 'md', 'w-full')}
      >
        <GoogleIcon />
        {loginCopy.google}
      </button>
      {loading ? (
        <span id={loadingId} className="sr-only">
          {loginCopy.googleLoading}
        </span>
      ) : null}
    </>
  );
}
