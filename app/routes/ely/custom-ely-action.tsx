import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { findProduct } from '#domain/catalog';
import type { ActivateSubscriptionAnswer } from '#domain/subscription';
import { Button } from '../../components/ui/button';
import { currentIdToken } from '../../features/auth/auth-client';
import { useAuthStore } from '../../features/auth/auth-store';
import { AddToCartButton } from '../../features/cart/add-to-cart-button';
import type { CheckoutMessage } from '../../features/checkout/checkout-message';
import { useCopy, useLocale, useMessages } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { beforeLaunchText, loadCustomElyLaunch } from '../../lib/custom-ely-launch';
import { fill } from '../../lib/message-format';
import { useLoad } from '../../lib/use-load';

/**
 * Custom ELY's button on /ely once the page has hydrated (a chunk of its own, loaded then: the
 * first paint is the catalogue's button, unchanged). It follows the launch the server is
 * configured with (`CUSTOM_ELY_LAUNCH`, `GET /api/subscriptions/config`), as the checkout's
 * subscribe button does, not the catalogue's fixed date, whether earlier or later: before it, the
 * button is disabled and says the configured day; launched (with a plan), it is Subscribe, which
 * opens the email field and PayPal's subscribe button (the checkout's, a chunk loaded only then).
 * Until the answer comes (or without one, or with subscriptions off) it is the catalogue's button.
 * The card's note (`CustomElyNote`) follows the same answer (`loadCustomElyLaunch`, asked once).
 */

// The checkout's subscribe button, in the Pay button's chunk (PayPal's package with it).
const SubscriptionCheckout = lazy(() =>
  import('../../features/checkout/paypal-checkout').then((module) => ({
    default: module.SubscriptionCheckout,
  })),
);

export default function CustomElyAction({ className }: { className?: string }) {
  const cartCopy = useMessages().cart;
  const { plansSection, plans } = useCopy('ely');
  const locale = useLocale();
  const { state } = useLoad(loadCustomElyLaunch);
  const launch = state.kind === 'ready' ? state.value : null;

  const product = findProduct('custom-ely');
  if (launch && product && !launch.launched) {
    // The catalogue's own words when the configured launch is its date; the configured day else.
    const text = beforeLaunchText(
      launch.launch,
      { catalogue: cartCopy.customElyPending, dated: plansSection.customElyOpens },
      locale,
    );
    return (
      <Button disabled data-product-id={product.id} className={className}>
        {text}
      </Button>
    );
  }
  if (launch?.launched && launch.planId) {
    // The plan's call to action, 'Subscribe' (read here: the first paint's code stays as it was).
    const label = plans.find((plan) => plan.id === 'custom-ely')?.ctaLabel ?? '';
    return <SubscribePanel label={label} />;
  }
  // Unknown, or subscriptions off: the catalogue's button.
  return <AddToCartButton productId="custom-ely" className={className} />;
}

/**
 * The note under Custom ELY's price, following the same configured launch as the button: the
 * catalogue's note (`fallback`) when the launch is the catalogue's date, or unknown, or
 * subscriptions are off; 'Launches {date}' before another launch; 'Available now' once launched.
 */
export function CustomElyNote({ fallback }: { fallback: string }) {
  const { plansSection } = useCopy('ely');
  const locale = useLocale();
  const { state } = useLoad(loadCustomElyLaunch);
  const launch = state.kind === 'ready' ? state.value : null;
  if (!launch?.planId) return fallback;
  if (launch.launched) return plansSection.customElyNoteOpen;
  return beforeLaunchText(
    launch.launch,
    { catalogue: fallback, dated: plansSection.customElyNoteOpens },
    locale,
  );
}

type EmailProblem = 'emailRequired' | 'emailInvalid';

/**
 * Subscribe, then (opened) the contact email (the checkout's rules: required, an address) and
 * PayPal's subscribe button; once PayPal approves and the server has recorded it, the site's
 * notice says 'Payment completed ✅' with the code and the next payment's day, and the card
 * keeps the code.
 */
function SubscribePanel({ label }: { label: string }) {
  const words = useCopy('ely').subscribe;
  const accountEmail = useAuthStore((state) => state.account?.email ?? null);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  // Each refused attempt: the field takes focus once its message is on screen (read with it).
  const [refused, setRefused] = useState(0);
  const [message, setMessage] = useState<CheckoutMessage | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const typed = useRef(email);
  typed.current = email;
  const input = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const panelId = useId();

  // Opened: the signed-in subscriber's email is offered, and the field takes focus.
  useEffect(() => {
    if (!open) return;
    if (accountEmail && !typed.current) setEmail(accountEmail);
    input.current?.focus();
  }, [open, accountEmail]);
  useEffect(() => {
    if (refused > 0) input.current?.focus();
  }, [refused]);
  useEffect(() => {
    if (code) done.current?.focus();
  }, [code]);

  if (code) {
    return (
      <p
        ref={done}
        tabIndex={-1}
        data-testid="custom-ely-subscribed"
        className="rounded-md border border-success/40 bg-success/10 px-4 py-3 text-sm font-medium text-ink"
      >
        {fill(words.done, { code })}
      </p>
    );
  }

  const describedBy = ['custom-ely-email-hint', problem ? 'custom-ely-email-error' : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <Button
        className="w-full"
        aria-expanded={open}
        {...(open ? { 'aria-controls': panelId } : {})}
        onClick={() => setOpen((shown) => !shown)}
      >
        {label}
      </Button>
      {open ? (
        <div id={panelId} className="mt-5 space-y-4">
          <p className="text-sm text-ink-muted">{words.intro}</p>
          <div>
            <label htmlFor="custom-ely-email" className="block text-sm font-medium text-ink">
              {words.emailLabel}
            </label>
            <input
              ref={input}
              id="custom-ely-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setProblem(null);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={describedBy}
              className="mt-2 block h-12 w-full rounded-md border border-line-strong bg-void/60 px-4 text-base text-ink placeholder:text-ink-subtle focus:border-holo-cyan focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 aria-invalid:border-danger"
            />
            <p id="custom-ely-email-hint" className="mt-1.5 text-xs text-ink-muted">
              {words.emailHint}
            </p>
            {problem ? (
              <p id="custom-ely-email-error" className="mt-1.5 text-sm text-danger">
                {words.problems[problem]}
              </p>
            ) : null}
          </div>
          {message ? (
            <p
              role={message.tone === 'error' ? 'alert' : 'status'}
              className={cn(
                'rounded-md border px-4 py-3 text-sm font-medium text-ink',
                message.tone === 'error'
                  ? 'border-danger/50 bg-danger/10'
                  : 'border-holo-cyan/40 bg-holo-cyan/10',
              )}
            >
              {message.text}
            </p>
          ) : null}
          <Suspense fallback={<p className="text-sm text-ink-muted">{words.loadingPayments}</p>}>
            <SubscriptionCheckout
              words={words}
              readContact={() => ({ email: typed.current, name: '', phone: '' })}
              report={setMessage}
              onInvalid={({ contact }) => {
                // Only the email is asked (a subscription ships nothing): its problem, if any.
                setProblem(contact.email === 'emailRequired' ? 'emailRequired' : 'emailInvalid');
                setRefused((count) => count + 1);
              }}
              getIdToken={currentIdToken}
              onSubscribed={(answer: ActivateSubscriptionAnswer) => {
                setOpen(false);
                setEmail('');
                setMessage(null);
                setCode(answer.codigo);
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
