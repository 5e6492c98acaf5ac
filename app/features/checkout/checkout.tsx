import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useCopy, useRoutes } from '../../i18n/i18n';

// The form (order summary, contact fields, address, PayPal) exists only in the browser, after the
// page has mounted: the prerendered page shows the placeholder below. So its code, the contact
// fields, the tax rules and the product pictures with it, is not part of the page's first paint
// (issue 40 part 4): it is fetched once the page has hydrated, with PayPal's chunk beside it.
const CheckoutForm = lazy(() => import('./checkout-form'));

/**
 * The checkout: order summary, shipping address when the cart holds a shipped good, and PayPal.
 * The prerendered page shows a neutral placeholder; the cart lives in the browser.
 */
export function Checkout(props: ComponentProps<typeof CheckoutForm>) {
  const routes = useRoutes();
  const checkoutCopy = useCopy('checkout');
  const [mounted, setMounted] = useState(false);
  const hasItems = props.items.length > 0;

  useEffect(() => setMounted(true), []);
  // PayPal's chunk is fetched with the form's rather than after it (the form asks for it when it
  // draws): one round trip, not two, before the Pay button.
  useEffect(() => {
    if (hasItems) void import('./paypal-checkout');
  }, [hasItems]);

  // Holds the empty state's height, so the page does not shift when the cart appears.
  const placeholder = (
    <div className="page-container">
      <div className="flex min-h-64 items-center justify-center rounded-card border border-line bg-surface p-10">
        <p className="text-ink-muted">{checkoutCopy.loadingPayments}</p>
      </div>
    </div>
  );

  if (!mounted) return placeholder;

  if (!hasItems) {
    return (
      <section className="page-container" aria-labelledby="empty-heading">
        <div className="flex min-h-64 flex-col items-center justify-center rounded-card border border-line bg-surface p-10 text-center">
          <h2 id="empty-heading" className="text-2xl font-semibold">
            {checkoutCopy.emptyHeading}
          </h2>
          <p className="mx-auto mt-2 max-w-md text-ink-muted">{checkoutCopy.emptyBody}</p>
          <Link to={routes.products} className={buttonClass('primary', 'md', 'mt-6')}>
            {checkoutCopy.emptyCta}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <Suspense fallback={placeholder}>
      <CheckoutForm {...props} />
    </Suspense>
  );
}
