import { useId, useState } from 'react';
import { type Cart, cartTotal, lineTotalCents } from '../../../domain/cart';
import { findProduct } from '../../../domain/catalog';
import { formatMoney } from '../../../domain/money';
import { ProductImage } from '../../components/products/product-image';
import { ChevronIcon } from '../../components/ui/chevron-icon';
import { useCopy, useIntlLocale, useProductLabels } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { needsShipping } from './needs-shipping';

/**
 * The cart as an order: each line with its quantity and line total, then the total. On a phone the
 * lines fold away behind a toggle, so the form starts high on the screen; the total stays in view.
 * From the lg breakpoint they are always shown (the summary sits beside the form).
 */
export function OrderSummary({ items }: { items: Cart }) {
  const checkoutCopy = useCopy('checkout');
  const locale = useIntlLocale();
  const total = cartTotal(items, locale);
  const ships = needsShipping(items);
  const labels = useProductLabels();
  const [open, setOpen] = useState(false);
  const linesId = useId();
  const notesId = useId();
  const folded = cn(open ? 'block' : 'hidden', 'lg:block');
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-card holo-border p-4 sm:p-6 lg:p-8"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="summary-heading" className="min-w-0 text-lg font-semibold sm:text-xl">
          {checkoutCopy.summaryHeading}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${linesId} ${notesId}`}
          onClick={() => setOpen((shown) => !shown)}
          className="-my-2 -mr-2 inline-flex min-h-11 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-md px-2 text-sm font-medium text-holo-cyan focus-visible:outline-2 focus-visible:outline-offset-2 lg:hidden"
        >
          {open ? checkoutCopy.summaryHide : checkoutCopy.summaryShow}
          <ChevronIcon
            aria-hidden="true"
            className={cn('size-4 transition-transform', open && 'rotate-180')}
          />
        </button>
      </div>
      <div id={linesId} className={folded}>
        <ul className="mt-4 divide-y divide-line lg:mt-6">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-4 py-4">
              <ProductImage
                product={item}
                use="summary"
                sizes="64px"
                className="h-12 w-16 shrink-0 rounded-md bg-surface-raised object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{item.title}</p>
                <ShipsFrom label={labels.shipsFrom(findProduct(item.id) ?? {})} />
                <p className="text-sm text-ink-muted">
                  {formatMoney(item.priceCents, locale)} × {item.quantity}
                  <span className="sr-only">
                    {' '}
                    ({checkoutCopy.quantityLabel} {item.quantity})
                  </span>
                </p>
              </div>
              <p className="font-medium tabular-nums" data-testid={`line-total-${item.id}`}>
                {formatMoney(lineTotalCents(item), locale)}
              </p>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-2 border-t border-line pt-5 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{checkoutCopy.subtotalLabel}</dt>
            <dd className="tabular-nums">{total.formatted}</dd>
          </div>
          {ships ? (
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">{checkoutCopy.shippingLabel}</dt>
              <dd>{checkoutCopy.shippingFree}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="mt-3 flex items-baseline justify-between border-t border-line pt-3 lg:mt-4 lg:pt-4">
        <p className="text-base font-semibold">{checkoutCopy.totalLabel}</p>
        <p
          className="font-display text-2xl font-semibold tabular-nums"
          data-testid="checkout-total"
        >
          {total.formatted} <span className="text-sm font-normal text-ink-muted">USD</span>
        </p>
      </div>
      {/* Folded with the lines on a phone: the total above stays in view. */}
      <div id={notesId} className={folded}>
        <p className="mt-1 text-right text-xs text-ink-muted">{checkoutCopy.taxesIncluded}</p>
        {ships ? <p className="mt-4 text-xs text-ink-muted">{checkoutCopy.shippingNote}</p> : null}
      </div>
    </section>
  );
}

/** A presale good's expected shipping month, under its name. */
function ShipsFrom({ label }: { label: string | null }) {
  return label ? <p className="text-xs text-ink-muted">{label}</p> : null;
}
