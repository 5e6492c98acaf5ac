import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router';
import { readReceiptToken } from '../../../domain/orders-api';
import { currentIdToken } from '../../features/auth/auth-client';
import { useAuthStore } from '../../features/auth/auth-store';
import { ReceiptLoader } from '../../features/orders/receipt-loader';
import { pageData } from '../../i18n/catalogues.server';
import { useRoutes } from '../../i18n/i18n';
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
 * put in a Referer header; the page reads it here and sends it to the API in a header.
 */
export default function ReceiptPage() {
  const { orderId = '' } = useParams();
  const { hash } = useLocation();
  const state = useAuthStore((store) => store.status);
  const uid = useAuthStore((store) => store.account?.uid ?? null);
  const routes = useRoutes();
  const openSignIn = useCallback(() => useUiStore.getState().open('login'), []);
  return (
    <ReceiptLoader
      orderId={orderId}
      token={readReceiptToken(hash)}
      signIn={{ state, uid }}
      getIdToken={currentIdToken}
      onSignIn={openSignIn}
      accountPath={routes.account}
    />
  );
}
