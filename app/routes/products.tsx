import { ProductCatalogue } from '../components/products/product-catalogue';
import { PageHeader } from '../components/ui/page-header';
import { page, seo } from '../content/products-page';
import { octahedronJsonLd } from '../lib/product-json-ld';
import { jsonLdMeta, pageMeta } from '../lib/seo';

export const meta = () => [
  ...pageMeta({ path: '/productos', ...seo }),
  jsonLdMeta(octahedronJsonLd()),
];

export default function ProductsPage() {
  return (
    <>
      <PageHeader page={page} />
      <ProductCatalogue />
    </>
  );
}
