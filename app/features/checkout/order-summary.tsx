import { useEffect, useId, useState } from 'react';
import { type Cart, lineTotalCents } from '#domain/cart';
import { findProduct } from '#domain/catalog';
import { formatMoney } from '#domain/money';
import { formatTaxRate, orderAmounts } from '#domain/order/taxes';
import { PesoEstimate, PesoEstimateNote } from '../../components/products/peso-estimate';
import { ProductImage } from '../../components/products/product-image';
import { ChevronIcon } from '../../components/ui/chevron-icon';
import { useCopy, useIntlLocale } from '../../i18n/i18n';
import { useProductLabels } from '../../i18n/use-product-labels';
import { cn } from '../../lib/cn';
import { fill } from '../../lib/message-format';
import { needsShipping } from './needs-shipping';

/**
 * The cart as an order: each line with its quantity and line total, then subtotal, shipping, the
 * total and, for an address in Mexico, the IVA it includes: the same domain function the server
 * states the order's amounts with (domain/order/taxes.ts), on the country chosen so far. On a
 * phone the lines and the notes under the total fold away behind a toggle, so the form starts high
 * on the screen; the total stays in view. From the lg breakpoint everything is shown (the summary
 * sits beside the form).
 */
export function OrderSummary({ items }: { items: Cart }) {
  const checkoutCopy = useCopy('checkout');
  const locale = useIntlLocale();
  const ships = needsShipping(items);
  const country = useShippingCountry();
  const amounts = orderAmounts(
    items.map((item) => ({ unitPriceCents: item.priceCents, quantity: item.quantity })),
    ships ? { country } : null,
  );
  const money = (cents: number) => formatMoney(cents, locale);
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
            <dd className="tabular-nums" data-testid="checkout-subtotal">
              {money(amounts.subtotalCents)}
            </dd>
          </div>
          {ships ? (
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">{checkoutCopy.shippingLabel}</dt>
              <dd data-testid="checkout-shipping">
                {amounts.shippingCents === 0
                  ? checkoutCopy.shippingFree
                  : money(amounts.shippingCents)}
              </dd>
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
          {money(amounts.totalCents)}
        </p>
      </div>
      {/* Folded with the lines on a phone: the total above stays in view. */}
      <div id={notesId} className={folded}>
        <p className="text-right">
          <PesoEstimate cents={amounts.totalCents} testId="checkout-total-pesos" />
        </p>
        {amounts.tax ? (
          <p className="mt-2 flex justify-between gap-4 text-sm" data-testid="checkout-tax">
            <span className="text-ink-muted">
              {fill(checkoutCopy.taxIncluded, {
                rate: formatTaxRate(amounts.tax.ratePercent, locale),
              })}
            </span>
            <span className="tabular-nums">{money(amounts.tax.includedCents)}</span>
          </p>
        ) : null}
        <p className="mt-1 text-right text-xs text-ink-muted">{checkoutCopy.taxesIncluded}</p>
        {ships ? <p className="mt-4 text-xs text-ink-muted">{checkoutCopy.shippingNote}</p> : null}
        <PesoEstimateNote className="mt-2" />
      </div>
    </section>
  );
}

/**
 * The country chosen in the address form so far ('' before any). The address's store comes with
 * the form's lists, after the first paint (docs/frontend.md): the summary subscribes to it once it
 * has loaded, so it never pulls the lists into the checkout's first-paint JavaScript.
 */
function useShippingCountry(): string {
  const [country, setCountry] = useState('');
  useEffect(() => {
    let live = true;
    let unsubscribe: (() => void) | undefined;
    void import('./address-store').then(({ useAddressStore }) => {
      if (!live) return;
      setCountry(useAddressStore.getState().address.country);
      unsubscribe = useAddressStore.subscribe((state) => setCountry(state.address.country));
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, []);
  return country;
}

/** A presale good's expected shipping month, under its name. */
function ShipsFrom({ label }: { label: string | null }) {
  return label ? <p className="text-xs text-ink-muted">{label}</p> : null;
}
