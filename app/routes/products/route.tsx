import { PageHeader } from '../../components/ui/page-header';
import { page } from '../../content/products-page';
import { octahedronJsonLd } from '../../lib/product-json-ld';
import { jsonLdMeta, pageMeta } from '../../lib/seo';
import { ProductCatalogue } from './product-catalogue';

export const meta = () => [...pageMeta(__PAGE_META__.products), jsonLdMeta(octahedronJsonLd())];

export default function ProductsPage() {
  return (
    <>
      <PageHeader page={page} />
      <ProductCatalogue />
    </>
  );
}
