import { ProductCatalogue } from '../components/products/product-catalogue';
import { PageHeader } from '../components/ui/page-header';
import { page } from '../content/products-page';
import { SEO } from '../content/seo';
import { jsonLdMeta, octahedronJsonLd } from '../lib/json-ld';
import { pageMeta } from '../lib/seo';

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
