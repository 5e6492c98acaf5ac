import { Link } from 'react-router';
import type { Product } from '#domain/catalog';
import { hasRender, ProductImage } from '../../components/products/product-image';
import { ProductPrice } from '../../components/products/product-price';
import { StatusBadge } from '../../components/products/status-badge';
import { buttonClass } from '../../components/ui/button';
import { ChevronIcon } from '../../components/ui/chevron-icon';
import { ProductCartButton } from '../../features/cart/custom-ely-gate';
import { useCopy, useRoutes } from '../../i18n/i18n';
import { fill } from '../../lib/message-format';
import { ProductDetails } from './product-details';

function PurchaseAction({ product }: { product: Product }) {
  const contact = useCopy('productsPage').contactCtas[product.id];
  const routes = useRoutes();
  if (product.purchase === 'contact' && contact) {
    return 'href' in contact ? (
      <a href={contact.href} className={buttonClass('primary')}>
        {contact.label}
      </a>
    ) : (
      <Link to={routes[contact.page]} className={buttonClass('primary')}>
        {contact.label}
      </Link>
    );
  }
  return <ProductCartButton productId={product.id} />;
}

interface ProductCardProps {
  product: Product;
  expanded: boolean;
  onToggle: () => void;
  /** Eager for the first card, which is in view on load; the rest load as they scroll in. */
  eagerImage: boolean;
}

/** One catalogue entry: illustration, status, price, the way to buy it, and its details. */
export function ProductCard({ product, expanded, onToggle, eagerImage }: ProductCardProps) {
  const headingId = `product-${product.id}`;
  const detailsId = `product-${product.id}-details`;
  const copy = useCopy('products')[product.id];
  const { labels: catalogueLabels } = useCopy('productsPage');
  return (
    <article
      aria-labelledby={headingId}
      data-expanded={expanded}
      className="overflow-hidden rounded-card border border-line bg-surface shadow-card transition-colors data-[expanded=true]:border-line-strong"
    >
      <div className="grid md:grid-cols-[minmax(0,20rem)_1fr]">
        <div className="relative flex items-center justify-center border-b border-line bg-[radial-gradient(circle_at_50%_55%,rgb(167_139_250/0.14),transparent_70%)] md:border-r md:border-b-0">
          {hasRender(product.id) ? (
            // A photograph fills its column, whatever the height of the text beside it.
            <ProductImage
              product={product}
              use="card"
              sizes="(min-width: 768px) 320px, 100vw"
              loading={eagerImage ? 'eager' : 'lazy'}
              className="h-60 w-full object-cover object-[50%_56%] md:absolute md:inset-0 md:h-full"
            />
          ) : (
            <ProductImage
              product={product}
              use="card"
              sizes="(min-width: 768px) 320px, 100vw"
              loading={eagerImage ? 'eager' : 'lazy'}
              className="h-auto max-h-56 w-full object-contain md:max-h-none"
            />
          )}
          <StatusBadge status={product.status} className="absolute top-4 left-4" />
        </div>
        <div className="flex flex-col gap-5 p-6 sm:p-8">
          <div>
            <h2 id={headingId} className="text-2xl font-semibold">
              {product.title}
            </h2>
            <p className="mt-1 text-ink-muted">{copy.subtitle}</p>
          </div>
          <p className="max-w-2xl text-sm text-ink-muted">{copy.description}</p>
          <ProductPrice product={product} originalPriceLabel={catalogueLabels.originalPrice} />
          <div className="mt-auto flex flex-wrap items-center gap-3">
            <PurchaseAction product={product} />
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={detailsId}
              aria-label={fill(catalogueLabels.detailsFor, { title: product.title })}
              onClick={onToggle}
              className={buttonClass('ghost', 'md', 'group')}
            >
              {catalogueLabels.details}
              <ChevronIcon className="transition-transform group-aria-expanded:rotate-180" />
            </button>
          </div>
        </div>
      </div>
      <div id={detailsId} hidden={!expanded} className="border-t border-line p-6 sm:p-8">
        <ProductDetails product={product} />
      </div>
    </article>
  );
}
