import { CUSTOM_ELY_LAUNCH, findProduct } from '#domain/catalog';
import { Button } from '../../components/ui/button';
import { AddToCartButton } from '../../features/cart/add-to-cart-button';
import { useCopy, useLocale, useMessages } from '../../i18n/i18n';
import { fill } from '../../lib/message-format';
import { loadSubscriptionConfig, shopLongDate } from '../../lib/subscription-config';
import { useLoad } from '../../lib/use-load';

/**
 * Custom ELY's button on /ely once the page has hydrated (a chunk of its own, loaded then: the
 * first paint is the catalogue's button, unchanged). It follows the launch the server is
 * configured with (`CUSTOM_ELY_LAUNCH`, `GET /api/subscriptions/config`), as the checkout's
 * subscribe button does, not the catalogue's fixed date: before it, the button is disabled and
 * says the configured day (past the catalogue's date too); launched, it is the
 * catalogue's "Add to cart". Until the answer comes (or without one) it is the catalogue's
 * button. A launch configured before the catalogue's date opens the checkout's subscribe button,
 * but the cart still takes Custom ELY from the catalogue's date (domain/cart.ts, shell code):
 * then the catalogue's button stays.
 */

/** The configured launch, and whether it has come. */
async function loadLaunch(signal: AbortSignal): Promise<{ launched: boolean; launch: string }> {
  const { launch } = await loadSubscriptionConfig(signal);
  const at = Date.parse(launch);
  if (Number.isNaN(at)) throw new Error(`not a launch date: ${launch}`);
  return { launched: at <= Date.now(), launch };
}

export default function CustomElyAction({ className }: { className?: string }) {
  const cartCopy = useMessages().cart;
  const { plansSection } = useCopy('ely');
  const locale = useLocale();
  const { state } = useLoad(loadLaunch);
  const launch = state.kind === 'ready' ? state.value : null;

  const product = findProduct('custom-ely');
  // Unknown, launched, or the configured day is the catalogue's: the catalogue's button.
  if (launch && product && !launch.launched) {
    // The catalogue's own words when the configured launch is its date; the configured day else.
    const label =
      Date.parse(launch.launch) === CUSTOM_ELY_LAUNCH.getTime()
        ? cartCopy.customElyPending
        : fill(plansSection.customElyOpens, { date: shopLongDate(launch.launch, locale) });
    return (
      <Button disabled data-product-id={product.id} className={className}>
        {label}
      </Button>
    );
  }
  return <AddToCartButton productId="custom-ely" className={className} />;
}
