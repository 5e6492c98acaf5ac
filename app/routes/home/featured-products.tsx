import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ProductPrice } from '../../components/products/product-price';
import { StatusBadge } from '../../components/products/status-badge';
import { buttonClass } from '../../components/ui/button';
import { ArrowRightIcon } from '../../components/ui/icons';
import { SectionHeading } from '../../components/ui/section-heading';
import { ROUTES } from '../../config/site-routes';
import { type FeaturedProductCard, featuredProducts } from '../../content/home';
import { PRODUCT_COPY } from '../../content/products';
import { requireProduct } from '../../content/shared';
import { AddToCartButton } from '../../features/cart/add-to-cart-button';
import { cn } from '../../lib/cn';

/** The Academy card's action: instead of navigating, it shows an in-page 'Coming Soon' alert. */
function ComingSoonAction({
  label,
  title,
  message,
}: {
  label: string;
  title: string;
  message: string;
}) {
  const [shown, setShown] = useState(false);
  const alertId = useId();
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        className={buttonClass('secondary', 'md', 'self-start')}
        aria-describedby={shown ? alertId : undefined}
        onClick={() => setShown(true)}
      >
        {label}
      </button>
      {/* The live region is in the page from the start so its new text is announced. */}
      <div
        id={alertId}
        role="alert"
        className={cn(
          shown && 'rounded-md border border-holo-violet/40 bg-holo-violet/10 px-4 py-3',
        )}
      >
        {shown ? (
          <>
            <p className="text-sm font-semibold text-ink">{title}</p>
            <p className="mt-1 text-sm text-ink-muted">{message}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}

function CardAction({ card }: { card: FeaturedProductCard }) {
  const { action } = card;
  if (action.kind === 'coming-soon') {
    return <ComingSoonAction label={action.label} title={action.title} message={action.alert} />;
  }
  const product = requireProduct(card.productId);
  return (
    <div className="flex flex-wrap items-center gap-3">
      {product.purchase !== 'contact' ? <AddToCartButton productId={product.id} /> : null}
      <Link
        to={ROUTES[action.page]}
        className={buttonClass(product.purchase !== 'contact' ? 'ghost' : 'secondary', 'md')}
        aria-label={featuredProducts.linkLabel(action.label, product.title)}
      >
        {action.label}
        <ArrowRightIcon />
      </Link>
    </div>
  );
}

function ProductCard({ card, wide }: { card: FeaturedProductCard; wide: boolean }) {
  const product = requireProduct(card.productId);
  const headingId = `featured-${product.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card',
        wide ? 'lg:col-span-3' : 'lg:col-span-2',
      )}
    >
      <div className="relative border-b border-line bg-[radial-gradient(circle_at_50%_60%,rgb(167_139_250/0.14),transparent_70%)]">
        <img
          src={product.image}
          alt=""
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
          className={cn('mx-auto h-auto w-full object-contain', wide ? 'max-h-64' : 'max-h-48')}
        />
        <StatusBadge status={product.status} className="absolute top-4 left-4" />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            {product.title}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">{PRODUCT_COPY[product.id].subtitle}</p>
        </div>
        <ProductPrice product={product} originalPriceLabel={featuredProducts.originalPriceLabel} />
        <div className="mt-auto pt-2">
          <CardAction card={card} />
        </div>
      </div>
    </article>
  );
}

/** The catalogue at a glance: two featured cards on top, three below on wide screens. */
export function FeaturedProducts() {
  return (
    <section aria-labelledby="products-heading" className="page-container pt-24">
      <div className="max-w-2xl">
        <SectionHeading
          id="products-heading"
          title={featuredProducts.heading}
          intro={featuredProducts.intro}
          size="large"
        />
      </div>
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {featuredProducts.cards.map((card, index) => (
          <ProductCard key={card.productId} card={card} wide={index < 2} />
        ))}
      </div>
    </section>
  );
}
