import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { currentIdToken, loadAuth } from '../../features/auth/auth-client';
import { useAuthStore } from '../../features/auth/auth-store';
import { MyOrders } from '../../features/orders/my-orders';
import { pageData } from '../../i18n/catalogues.server';
import { useCopy } from '../../i18n/i18n';
import { useNoticeStore } from '../../lib/notice-store';
import { pageMeta } from '../../lib/seo';
import { useUiStore } from '../../lib/ui-store';
import type { Route } from './+types/route';
import { AccountData } from './account-data';
import { AccountProfile } from './account-profile';
import type { SubscriptionLink } from './my-subscription';
import { SignedOut } from './signed-out';

// Its address book, details and API calls load once the page knows a buyer is signed in: the route's
// static imports are listed in the manifest every page's first paint carries.
const AccountBook = lazy(() => import('./account-book'));
const ChangePassword = lazy(() => import('./change-password'));
const MySubscription = lazy(() => import('./my-subscription'));

/**
 * The subscription of the emails' link, `#subscription=<id>&token=<token>`: read from the
 * fragment (never sent to a server) once the page runs in the browser.
 */
function subscriptionLinkOf(hash: string): SubscriptionLink | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const id = fragment.get('subscription');
  const token = fragment.get('token');
  return id && token ? { id, token } : null;
}

export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, 'account', ['orders', 'checkout']);

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.meta);

const signOut = () => {
  loadAuth()
    .then((auth) => auth.signOut())
    .catch(() => useAuthStore.getState().setAccount(null));
};

/**
 * The signed-in visitor's account: who they are, their orders, and their data (download, delete). Prerendered as an empty frame
 * (the session lives in the browser); it fills in once the page knows who is signed in.
 */
export default function AccountPage() {
  const { account: copy } = useCopy('orders');
  const header = { eyebrow: copy.eyebrow, title: copy.title, intro: copy.intro };
  const status = useAuthStore((state) => state.status);
  const account = useAuthStore((state) => state.account);
  const showNotice = useNoticeStore((state) => state.show);
  const { hash } = useLocation();
  const [link, setLink] = useState<SubscriptionLink | null>(null);
  // After hydration: the prerendered page knows no fragment.
  useEffect(() => setLink(subscriptionLinkOf(hash)), [hash]);
  const onDeleted = () => {
    signOut();
    showNotice(copy.data.deleted, 'success', { sticky: true });
  };

  const signedIn = status === 'signed-in' && account;
  if (link && !signedIn) {
    // The emails' link, for a guest: their subscription, without a sign-in.
    const guest = {
      eyebrow: copy.eyebrow,
      title: copy.subscription.guestTitle,
      intro: copy.subscription.guestIntro,
    };
    return (
      <>
        <PageHeader page={guest} />
        <div className="page-container pb-24">
          <Suspense fallback={null}>
            <MySubscription link={link} getIdToken={currentIdToken} />
          </Suspense>
        </div>
      </>
    );
  }
  if (status === 'signed-out') {
    return <SignedOut onSignIn={() => useUiStore.getState().open('login')} />;
  }
  return (
    <>
      <PageHeader page={header} />
      <div className="page-container pb-24">
        {status === 'signed-in' && account ? (
          <>
            <AccountProfile account={account} onSignOut={signOut} />
            <MyOrders uid={account.uid} getIdToken={currentIdToken} />
            <Suspense fallback={null}>
              <MySubscription link={link} getIdToken={currentIdToken} />
            </Suspense>
            <Suspense fallback={null}>
              <AccountBook getIdToken={currentIdToken} />
              {account.hasPassword ? <ChangePassword /> : null}
            </Suspense>
            <AccountData getIdToken={currentIdToken} onDeleted={onDeleted} />
          </>
        ) : (
          <p className="text-ink-muted" role="status">
            {copy.loading}
          </p>
        )}
      </div>
    </>
  );
}
