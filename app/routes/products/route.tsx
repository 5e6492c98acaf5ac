import { PageHeader } from '../../components/ui/page-header';
import { catalogueFor, pageData } from '../../i18n/catalogues.server';
import { useCopy } from '../../i18n/i18n';
import { jsonLdMeta, pageMeta } from '../../lib/seo';
import type { Route } from './+types/route';
import { ProductCatalogue } from './product-catalogue';
import { octahedronJsonLd } from './product-json-ld';

export function loader({ request }: Route.LoaderArgs) {
  const { locale, copy } = catalogueFor(request);
  return {
    ...pageData(request, 'products', ['productsPage', 'products']),
    jsonLd: octahedronJsonLd(copy.products, locale),
  };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? [...pageMeta(data.meta), jsonLdMeta(data.jsonLd)] : [];

export default function ProductsPage() {
  const { page } = useCopy('productsPage');
  return (
    <>
      <PageHeader page={page} />
      <ProductCatalogue />
    </>
  );
}
