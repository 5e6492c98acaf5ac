import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { hasRender, ProductImage } from '../../components/products/product-image';
import { ProductPrice } from '../../components/products/product-price';
import { StatusBadge } from '../../components/products/status-badge';
import { buttonClass } from '../../components/ui/button';
import { ArrowRightIcon, CloseIcon } from '../../components/ui/icons';
import { SectionHeading } from '../../components/ui/section-heading';
import type { FeaturedProductCard } from '../../content/en/home';
import { requireProduct } from '../../content/shared';
import { ProductCartButton } from '../../features/cart/custom-ely-gate';
import { useCopy, useRoutes } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { fill } from '../../lib/message-format';

/**
 * The Academy card's action: instead of navigating, it shows an in-page 'Coming Soon' alert. The
 * alert lies over the card's picture (the card is its positioning box), so showing it changes no
 * card's height; Dismiss or Escape hides it and hands focus back to the button.
 */
function ComingSoonAction({
  label,
  title,
  message,
  dismissLabel,
}: {
  label: string;
  title: string;
  message: string;
  dismissLabel: string;
}) {
  const [shown, setShown] = useState(false);
  const alertId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const dismiss = () => {
    setShown(false);
    trigger.current?.focus();
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={buttonClass('secondary', 'md')}
        aria-describedby={shown ? alertId : undefined}
        onClick={() => setShown(true)}
      >
        {label}
      </button>
      {/* The live region is in the page from the start so its new text is announced. */}
      <div
        id={alertId}
        role="alert"
        onKeyDown={(event) => {
          if (event.key === 'Escape') dismiss();
        }}
        className="absolute inset-x-4 top-4 z-10"
      >
        {shown ? (
          <div className="flex items-start gap-3 rounded-md border border-holo-violet/50 bg-surface-overlay py-3 pr-2 pl-4 shadow-overlay animate-fade-in">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-ink">{title}</p>
              <p className="mt-1 text-sm text-ink-muted">{message}</p>
            </div>
            <button
              type="button"
              onClick={dismiss}
              aria-label={dismissLabel}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-pill text-ink-muted transition-colors hover:bg-white/5 hover:text-ink"
            >
              <CloseIcon />
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}

function CardAction({ card }: { card: FeaturedProductCard }) {
  const { featuredProducts } = useCopy('home');
  const routes = useRoutes();
  const { action } = card;
  if (action.kind === 'coming-soon') {
    return (
      <ComingSoonAction
        label={action.label}
        title={action.title}
        message={action.alert}
        dismissLabel={action.dismiss}
      />
    );
  }
  const product = requireProduct(card.productId);
  return (
    <div className="flex flex-wrap items-center gap-3">
      {product.purchase !== 'contact' ? <ProductCartButton productId={product.id} /> : null}
      <Link
        to={routes[action.page]}
        className={buttonClass(product.purchase !== 'contact' ? 'ghost' : 'secondary', 'md')}
        aria-label={fill(featuredProducts.linkLabel, { label: action.label, title: product.title })}
      >
        {action.label}
        <ArrowRightIcon />
      </Link>
    </div>
  );
}

function ProductCard({ card, wide }: { card: FeaturedProductCard; wide: boolean }) {
  const { featuredProducts } = useCopy('home');
  const product = requireProduct(card.productId);
  const headingId = `featured-${product.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card',
        wide ? 'lg:col-span-3' : 'lg:col-span-2',
      )}
    >
      <div
        className={cn(
          'relative border-b border-line bg-[radial-gradient(circle_at_50%_60%,rgb(167_139_250/0.14),transparent_70%)]',
          wide ? 'h-60 sm:h-72 lg:h-[22rem]' : 'h-48',
        )}
      >
        <ProductImage
          product={product}
          use="card"
          // Wide cards: half the page; the others a third (one column on phones).
          sizes={wide ? '(min-width: 1024px) 600px, 100vw' : '(min-width: 1024px) 400px, 100vw'}
          className={cn(
            'size-full',
            hasRender(product.id) ? 'object-cover object-[50%_56%]' : 'object-contain',
          )}
        />
        <StatusBadge status={product.status} className="absolute top-4 left-4" />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            {product.title}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">{card.subtitle}</p>
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
  const { featuredProducts } = useCopy('home');
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
