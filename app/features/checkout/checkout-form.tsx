import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import type { AddressField, AddressProblems } from '#domain/address';
import type { Cart } from '#domain/cart';
import { findProduct } from '#domain/catalog';
import { useCopy, useRoutes } from '../../i18n/i18n';
import { segments } from '../../lib/message-format';
import { type CheckoutMessage, CheckoutMessageBox } from './checkout-message';
import { ContactFields, type ContactProblems } from './contact-fields';
import { useContactStore } from './contact-store';
import { needsShipping } from './needs-shipping';
import { OrderSummary } from './order-summary';
import type { CheckoutProblems } from './paypal-checkout';

// PayPal's code is fetched only once the checkout is on screen, never with the page itself; the
// address form and its lists of countries and states too, and only when something ships.
const PayPalCheckout = lazy(() => import('./paypal-checkout'));
const ShippingAddressForm = lazy(() => import('./shipping-address-form'));
// Custom ELY is a monthly subscription: PayPal's subscribe button, in the same chunk as the
// Pay button (a chunk of their own would split PayPal's package into a third, named one).
const SubscriptionCheckout = lazy(() =>
  import('./paypal-checkout').then((module) => ({ default: module.SubscriptionCheckout })),
);

interface CheckoutFormProps {
  /** The cart's lines, at least one. */
  items: Cart;
  getIdToken: () => Promise<string | null>;
  /** The signed-in buyer's email, offered as the contact email. */
  accountEmail: string | null;
  /** The cart at the moment PayPal's buttons ask (they do not re-render when it changes). */
  readCart: () => Cart;
  clearCart: () => void;
}

const readContact = () => useContactStore.getState().contact;

/**
 * The checkout's form for a cart with lines: order summary, contact fields, the shipping address
 * when the cart holds a shipped good, and PayPal. Drawn only in the browser, once `Checkout`
 * (checkout.tsx) has mounted, so it is a chunk of its own, outside the page's first paint.
 */
export default function CheckoutForm({
  items,
  getIdToken,
  accountEmail,
  readCart,
  clearCart,
}: CheckoutFormProps) {
  const routes = useRoutes();
  const navigate = useNavigate();
  const checkoutCopy = useCopy('checkout');
  const { contactIncomplete, addressIncomplete } = checkoutCopy.messages;
  const [message, setMessage] = useState<CheckoutMessage | null>(null);
  const [contactProblems, setContactProblems] = useState<ContactProblems>({});
  const [addressProblems, setAddressProblems] = useState<AddressProblems>({});
  const fields = useRef<HTMLDivElement>(null);

  // Every problem at once, each under its field: they are on screen before the first of them, in
  // the form's order, takes focus (its message is then read with it).
  const onInvalid = useCallback((problems: CheckoutProblems) => {
    flushSync(() => {
      setContactProblems(problems.contact);
      setAddressProblems(problems.address);
    });
    fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, []);
  // An edited field's message has nothing left to say until the next attempt.
  const onContactEdit = useCallback((field: keyof ContactProblems) => {
    setContactProblems((shown) => without(shown, [field]));
  }, []);
  const onAddressEdit = useCallback((edited: AddressField[]) => {
    setAddressProblems((shown) => without(shown, edited));
  }, []);

  // The summary above the Pay button, one line per section with problems; it goes with them.
  const summary = [
    Object.keys(contactProblems).length > 0 ? contactIncomplete : null,
    Object.keys(addressProblems).length > 0 ? addressIncomplete : null,
  ]
    .filter(Boolean)
    .join(' ');

  const shipped = needsShipping(items);
  const subscribing = items.every((item) => findProduct(item.id)?.purchase === 'subscription');

  return (
    // The summary comes first: on a phone the visitor sees what they are buying before the
    // address and the Pay button; on wide screens it sits in the right-hand column.
    <div className="page-container grid items-start gap-4 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
        <OrderSummary items={items} />
      </div>
      <div ref={fields} className="space-y-4 sm:space-y-8 lg:col-start-1 lg:row-start-1">
        <ContactFields
          ships={shipped}
          problems={contactProblems}
          accountEmail={accountEmail}
          onEdit={onContactEdit}
        />
        {shipped ? (
          <Suspense fallback={<AddressPlaceholder heading={checkoutCopy.addressHeading} />}>
            <ShippingAddressForm
              problems={addressProblems}
              onEdit={onAddressEdit}
              getIdToken={getIdToken}
            />
          </Suspense>
        ) : null}
        <section
          aria-labelledby="payment-heading"
          className="rounded-card border border-line bg-surface p-5 sm:p-6 md:p-8"
        >
          <h2 id="payment-heading" className="text-xl font-semibold">
            {checkoutCopy.paymentHeading}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{checkoutCopy.paymentIntro}</p>
          <div className="mt-6 space-y-4">
            <CheckoutMessageBox message={summary ? { tone: 'error', text: summary } : message} />
            <Suspense
              fallback={<p className="text-sm text-ink-muted">{checkoutCopy.loadingPayments}</p>}
            >
              {subscribing ? (
                <SubscriptionCheckout
                  words={{
                    ...checkoutCopy.messages,
                    loadingPayments: checkoutCopy.loadingPayments,
                    testModeBanner: checkoutCopy.testModeBanner,
                  }}
                  readContact={readContact}
                  report={setMessage}
                  onInvalid={onInvalid}
                  getIdToken={getIdToken}
                  onSubscribed={() => {
                    clearCart();
                    useContactStore.getState().clear();
                    navigate(routes.home);
                  }}
                />
              ) : (
                <PayPalCheckout
                  report={setMessage}
                  onInvalid={onInvalid}
                  getIdToken={getIdToken}
                  readCart={readCart}
                  clearCart={clearCart}
                />
              )}
            </Suspense>
          </div>
          <p className="mt-6 text-sm text-ink-muted">
            {segments(checkoutCopy.consent).map((part) =>
              typeof part === 'string' ? (
                part
              ) : (
                <Link
                  key={part.name}
                  to={part.name === 'terms' ? routes.terms : routes.privacy}
                  className="text-ink underline underline-offset-4 hover:text-holo-cyan"
                >
                  {part.name === 'terms'
                    ? checkoutCopy.consentLinks.terms
                    : checkoutCopy.consentLinks.privacy}
                </Link>
              ),
            )}
          </p>
          <p className="mt-2 text-xs text-ink-muted">{checkoutCopy.secureNote}</p>
        </section>
      </div>
    </div>
  );
}

function without<F extends string, P>(
  problems: Partial<Record<F, P>>,
  fields: readonly F[],
): Partial<Record<F, P>> {
  if (!fields.some((field) => problems[field])) return problems;
  const rest = { ...problems };
  for (const field of fields) delete rest[field];
  return rest;
}

/** Holds the address form's place (and height) for the moment its code is on its way. */
function AddressPlaceholder({ heading }: { heading: string }) {
  return (
    <section
      aria-labelledby="shipping-heading"
      className="min-h-[36rem] rounded-card border border-line bg-surface p-5 sm:p-6 md:p-8"
    >
      <h2 id="shipping-heading" className="text-xl font-semibold">
        {heading}
      </h2>
    </section>
  );
}
