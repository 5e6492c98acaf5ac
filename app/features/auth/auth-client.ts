import { hasSessionHint, useAuthStore } from './auth-store';
import type { AuthService } from './firebase-auth';

/**
 * The lazy Firebase loader. Nothing on a page's first paint imports the SDK: it loads when the
 * login dialog opens, or once the page is idle when a returning visitor has a session to restore.
 */

let service: Promise<AuthService> | undefined;

export function loadAuth(): Promise<AuthService> {
  if (!service) {
    const loading = import('./firebase-auth').then(({ createAuthService }) =>
      createAuthService((account) => useAuthStore.getState().setAccount(account)),
    );
    // A failed load (offline, say) may be retried by the next action.
    loading.catch(() => {
      if (service === loading) service = undefined;
    });
    service = loading;
  }
  return service;
}

function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 4_000 });
  else setTimeout(task, 1_500);
}

/** Called once by the navbar: restore a session if there is one, else settle as signed out. */
export function restoreSession() {
  if (!hasSessionHint()) {
    if (useAuthStore.getState().status === 'unknown')
      useAuthStore.setState({ status: 'signed-out' });
    return;
  }
  whenIdle(() => {
    loadAuth().catch(() => useAuthStore.getState().setAccount(null));
  });
}

/**
 * The ID token to send with `Authorization: Bearer …`, or null for an anonymous visitor.
 * `forceRefresh`: a new token from Firebase, with the custom claims as they are now.
 */
export async function currentIdToken({
  forceRefresh = false,
}: {
  forceRefresh?: boolean;
} = {}): Promise<string | null> {
  if (!service && !hasSessionHint()) return null;
  try {
    return await (await loadAuth()).idToken(forceRefresh);
  } catch {
    return null;
  }
}
