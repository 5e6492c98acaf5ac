import { ProductCatalogue } from '../components/products/product-catalogue';
import { PageHeader } from '../components/ui/page-header';
import { page } from '../content/products-page';
import { SEO } from '../content/seo';
import { octahedronJsonLd } from '../lib/product-json-ld';
import { jsonLdMeta, pageMeta } from '../lib/seo';

export const meta = () => [
  ...pageMeta({ path: '/productos', ...SEO['/productos'] }),
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
