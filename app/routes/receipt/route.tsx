import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { readReceiptToken } from '#domain/orders-api';
import { orderPagePath } from '#site/pages';
import { currentIdToken } from '../../features/auth/auth-client';
import { useAuthStore } from '../../features/auth/auth-store';
import { ReceiptLoader } from '../../features/orders/receipt-loader';
import { pageData } from '../../i18n/catalogues.server';
import { useLocale, useRoutes } from '../../i18n/i18n';
import { pageMeta } from '../../lib/seo';
import { useUiStore } from '../../lib/ui-store';
import type { Route } from './+types/route';

// Not indexed; its canonical link is its own address (never the token, which is in the fragment).
export const loader = ({ request }: Route.LoaderArgs) => pageData(request, 'receipt', ['orders']);

export const meta = ({ data, location }: Route.MetaArgs) =>
  pageMeta(data && { ...data.meta, path: location.pathname });

/**
 * A receipt: rendered in the browser only (not prerendered: it has a parameter and private data).
 * The link's token travels in the fragment (#token=…), which browsers never send to a server nor
 * put in a Referer header; the page reads it here and sends it to the API in a header. Its address
 * names the order's number; one made with PayPal's order id (before order numbers) is moved to
 * the number's by the server, or here when the page was reached without asking the server.
 */
export default function ReceiptPage() {
  const { orderNumber = '' } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const state = useAuthStore((store) => store.status);
  const uid = useAuthStore((store) => store.account?.uid ?? null);
  const routes = useRoutes();
  const openSignIn = useCallback(() => useUiStore.getState().open('login'), []);
  const showNumber = useCallback(
    (number: string) => navigate(`${orderPagePath(number, locale)}${hash}`, { replace: true }),
    [navigate, locale, hash],
  );
  return (
    <ReceiptLoader
      orderRef={orderNumber}
      onNumberKnown={showNumber}
      token={readReceiptToken(hash)}
      signIn={{ state, uid }}
      getIdToken={currentIdToken}
      onSignIn={openSignIn}
      accountPath={routes.account}
      findOrderPath={routes.findOrder}
    />
  );
}
