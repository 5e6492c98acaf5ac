import { PageHeader } from '../components/ui/page-header';
import { checkoutPage } from '../content/products-page';
import { SEO } from '../content/seo';
import { currentIdToken } from '../features/auth/auth-client';
import { Checkout } from '../features/checkout/checkout';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ path: '/checkout', ...SEO['/checkout'] });

export default function CheckoutPage() {
  return (
    <>
      <PageHeader page={checkoutPage} />
      <Checkout getIdToken={currentIdToken} />
    </>
  );
}
