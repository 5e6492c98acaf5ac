import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useMessages } from '../../i18n/i18n';
import { cn } from '../../lib/cn';

export type SignInMethod = 'email' | 'phone';
const METHODS: readonly SignInMethod[] = ['email', 'phone'];

/**
 * Email or phone, as WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between the
 * tabs and select them, the panel is labelled by its tab.
 */
export function MethodTabs({
  method,
  onChange,
  children,
}: {
  method: SignInMethod;
  onChange: (method: SignInMethod) => void;
  children: ReactNode;
}) {
  const loginCopy = useMessages().auth.login;
  const tabs = useRef(new Map<SignInMethod, HTMLButtonElement | null>());

  const select = (next: SignInMethod) => {
    onChange(next);
    tabs.current.get(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = METHODS.indexOf(method);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1 + METHODS.length,
      Home: 0,
      End: METHODS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = METHODS[target % METHODS.length];
    if (next) select(next);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={loginCopy.methodsLabel}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-pill border border-line bg-void/60 p-1"
      >
        {METHODS.map((option) => (
          <button
            key={option}
            ref={(element) => {
              tabs.current.set(option, element);
            }}
            id={`login-tab-${option}`}
            type="button"
            role="tab"
            aria-selected={method === option}
            aria-controls={`login-panel-${option}`}
            tabIndex={method === option ? 0 : -1}
            onClick={() => select(option)}
            className={cn(
              'h-9 rounded-pill text-sm font-medium transition-colors',
              method === option
                ? 'bg-surface-overlay text-ink shadow-card'
                : 'text-ink-muted hover:text-ink',
            )}
          >
            {loginCopy.methods[option]}
          </button>
        ))}
      </div>
      <div
        id={`login-panel-${method}`}
        role="tabpanel"
        aria-labelledby={`login-tab-${method}`}
        className="mt-5"
      >
        {children}
      </div>
    </div>
  );
}
