import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Pill } from '../../components/ui/pill';
import { useConsoleWords } from './console-copy';
import type { OperatorState } from './use-operator';

/** The console's width: wide, so its tables use the screen (DESIGN.md "Operator"). */
const CONSOLE_FRAME = 'mx-auto w-full max-w-[110rem] px-4 sm:px-6 lg:px-8';

/**
 * The console's own header, in place of the site's navbar: the shop's name (a link to the site),
 * who is signed in and as what, signing out, and the console in the other language.
 */
export function ConsoleHeader({
  brand,
  languageSwitch,
  state,
  signedIn,
  onSignOut,
}: {
  /** The shop's wordmark, from the page (the shell owns it). */
  brand: ReactNode;
  /** The link to this console in the other language, from the page. */
  languageSwitch: ReactNode;
  state: OperatorState;
  /** Someone is signed in (an operator or not): they can sign out. */
  signedIn: boolean;
  onSignOut: () => void;
}) {
  const { consoleCopy } = useConsoleWords();
  return (
    <header className="border-b border-line bg-surface/60">
      <div className={`${CONSOLE_FRAME} flex flex-wrap items-center gap-x-6 gap-y-3 py-3`}>
        <div className="flex items-center gap-3">
          {brand}
          <span aria-hidden="true" className="h-5 w-px bg-line-strong" />
          <span className="text-sm font-medium text-ink-muted">{consoleCopy.consoleName}</span>
        </div>
        <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-x-4 gap-y-2">
          {state.kind === 'operator' ? (
            <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-ink-muted">
              {state.email ? (
                <span className="min-w-0 break-all">{consoleCopy.signedInAs(state.email)}</span>
              ) : null}
              <Pill tone={state.role === 'operator' ? 'info' : 'muted'}>
                <span className="sr-only">{consoleCopy.roleLabel}: </span>
                {consoleCopy.role[state.role]}
              </Pill>
            </p>
          ) : null}
          {languageSwitch}
          {signedIn ? (
            <Button variant="secondary" size="sm" onClick={onSignOut}>
              {consoleCopy.signOut}
            </Button>
          ) : null}
        </div>
      </div>
    </header>
  );
}

/**
 * A console page's frame: the console's header (left out of a printed page) and the page's
 * `main` landmark, the skip link's target, holding `children` at the console's width.
 */
export function ConsoleFrame({
  children,
  className,
  ...header
}: Parameters<typeof ConsoleHeader>[0] & { children: ReactNode; className: string }) {
  return (
    <>
      <div className="print:hidden">
        <ConsoleHeader {...header} />
      </div>
      <main id="main" tabIndex={-1} className="outline-none">
        <div className={`${CONSOLE_FRAME} ${className}`}>{children}</div>
      </main>
    </>
  );
}
