import { PageHeader } from '../../components/ui/page-header';
import { checkoutPage, checkoutSeo } from '../../content/products-page';
import { currentIdToken } from '../../features/auth/auth-client';
import { Checkout } from '../../features/checkout/checkout';
import { pageMeta } from '../../lib/seo';

export const meta = () => pageMeta({ path: '/checkout', ...checkoutSeo });

export default function CheckoutPage() {
  return (
    <>
      <PageHeader page={checkoutPage} />
      <Checkout getIdToken={currentIdToken} />
    </>
  );
}
