import { PageHeader } from '../../components/ui/page-header';
import { checkoutPage } from '../../content/products-page';
import { currentIdToken } from '../../features/auth/auth-client';
import { Checkout } from '../../features/checkout/checkout';
import { pageMeta } from '../../lib/seo';

export const meta = () => pageMeta(__PAGE_META__.checkout);

export default function CheckoutPage() {
  return (
    <>
      <PageHeader page={checkoutPage} />
      <Checkout getIdToken={currentIdToken} />
    </>
  );
}
