import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { useLocale, useMessages, useRoutes } from '../../i18n/i18n';
import { beforeLaunchText, loadCustomElyLaunch } from '../../lib/custom-ely-launch';
import { useLoad } from '../../lib/use-load';

/**
 * Custom ELY's cart button on the products page and the home card once hydrated (a chunk of its
 * own, loaded then by `AddToCartButton`: the first paint is the catalogue's button). It follows the
 * launch the server is configured with (`CUSTOM_ELY_LAUNCH`), as /ely's card and the checkout do:
 * before it, disabled with the configured day; launched (with a plan), a link to subscribe on
 * /ely's card (a subscription is taken there or at checkout). Until the answer comes, without one,
 * or with subscriptions off: the catalogue's button (`fallback`).
 */
export default function CustomElyButton({
  className,
  fallback,
}: {
  className?: string;
  fallback: ReactNode;
}) {
  const cartCopy = useMessages().cart;
  const locale = useLocale();
  const routes = useRoutes();
  const { state } = useLoad(loadCustomElyLaunch);
  const launch = state.kind === 'ready' ? state.value : null;
  if (launch && !launch.launched) {
    return (
      <Button disabled data-product-id="custom-ely" className={className}>
        {beforeLaunchText(
          launch.launch,
          { catalogue: cartCopy.customElyPending, dated: cartCopy.customElyOpens },
          locale,
        )}
      </Button>
    );
  }
  if (launch?.planId) {
    return (
      <Link
        to={`${routes.ely}#ely-plans-heading`}
        data-product-id="custom-ely"
        className={buttonClass('primary', 'md', className)}
      >
        {cartCopy.customElySubscribe}
      </Link>
    );
  }
  return fallback;
}
