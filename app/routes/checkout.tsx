import { PageHeader } from '../components/ui/page-header';
import { checkoutPage } from '../content/products-page';
import { SEO } from '../content/seo';
import { Checkout } from '../features/checkout/checkout';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta({ path: '/checkout', ...SEO['/checkout'] });

const noIdToken = async () => null;

export default function CheckoutPage() {
  return (
    <>
      <PageHeader page={checkoutPage} />
      <Checkout getIdToken={noIdToken} />
    </>
  );
}
