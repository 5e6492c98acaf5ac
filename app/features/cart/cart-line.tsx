import { type CartItem, lineTotalCents } from '#domain/cart';
import { findProduct } from '#domain/catalog';
import { formatMoney } from '#domain/money';
import { ProductImage } from '../../components/products/product-image';
import { useIntlLocale, useMessages } from '../../i18n/i18n';
import { useProductLabels } from '../../i18n/use-product-labels';
import { fill } from '../../lib/message-format';
import { useUnitsLeft } from '../../lib/stock';
import { announceCartChange } from './cart-announcer';
import { useCartStore } from './cart-store';

const stepButton =
  'inline-flex size-9 items-center justify-center rounded-pill text-lg leading-none text-ink transition-colors hover:bg-white/10 aria-disabled:cursor-not-allowed aria-disabled:text-ink-subtle aria-disabled:hover:bg-transparent';

interface CartLineItemProps {
  item: CartItem;
  /** Called after the line is removed, so focus can move somewhere that still exists. */
  onRemoved: () => void;
}

/** One line of the cart sidebar: picture, title, unit price, quantity stepper, remove, line total. */
export function CartLineItem({ item, onRemoved }: CartLineItemProps) {
  const increment = useCartStore((state) => state.increment);
  const decrement = useCartStore((state) => state.decrement);
  const remove = useCartStore((state) => state.remove);

  const cartCopy = useMessages().cart;
  const { labels, announcements } = cartCopy;
  const locale = useIntlLocale();
  const title = { title: item.title };
  const shipsFrom = useProductLabels().shipsFrom(findProduct(item.id) ?? {});
  const atMinimum = item.quantity <= 1;
  const unitsLeft = useUnitsLeft(item.id);
  const soldOut = unitsLeft !== null && unitsLeft < 1;

  const changeQuantity = (next: number, change: (id: string) => void) => {
    change(item.id);
    announceCartChange(fill(announcements.quantity, { ...title, quantity: next }));
  };

  return (
    <li className="flex gap-4 py-5" data-testid="cart-line" data-product-id={item.id}>
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-line bg-surface-raised">
        {/* Decorative: the title beside it names the product. */}
        <ProductImage product={item} use="thumb" sizes="80px" className="size-full object-cover" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-sans text-sm font-semibold leading-snug">{item.title}</h3>
            <p className="mt-0.5 text-xs text-ink-muted">
              {formatMoney(item.priceCents, locale)} {cartCopy.each}
            </p>
            {shipsFrom ? <p className="mt-0.5 text-xs text-ink-muted">{shipsFrom}</p> : null}
            {soldOut ? (
              <p className="mt-0.5 text-xs font-semibold text-ink" data-testid="cart-line-sold-out">
                {cartCopy.soldOut}
              </p>
            ) : null}
          </div>
          <p className="shrink-0 text-sm font-semibold tabular-nums" data-testid="cart-line-total">
            {formatMoney(lineTotalCents(item), locale)}
          </p>
        </div>
        <div className="flex items-center justify-between gap-3">
          <fieldset
            aria-label={fill(labels.quantity, title)}
            className="inline-flex min-w-0 items-center rounded-pill border border-line bg-surface-raised p-0.5"
          >
            <button
              type="button"
              className={stepButton}
              aria-label={fill(labels.decrease, title)}
              // aria-disabled rather than disabled: a focused button that becomes disabled drops
              // keyboard focus to the page, and this one becomes disabled exactly while in use.
              aria-disabled={atMinimum}
              onClick={() => {
                if (!atMinimum) changeQuantity(item.quantity - 1, decrement);
              }}
            >
              <span aria-hidden="true">−</span>
            </button>
            <span
              className="min-w-8 text-center text-sm font-semibold tabular-nums"
              data-testid="cart-line-quantity"
            >
              {item.quantity}
            </span>
            <button
              type="button"
              className={stepButton}
              aria-label={fill(labels.increase, title)}
              onClick={() => changeQuantity(item.quantity + 1, increment)}
            >
              <span aria-hidden="true">+</span>
            </button>
          </fieldset>
          <button
            type="button"
            aria-label={fill(labels.remove, title)}
            onClick={() => {
              remove(item.id);
              announceCartChange(fill(announcements.removed, title));
              onRemoved();
            }}
            className="rounded-sm px-1 text-xs font-medium text-ink-muted underline-offset-4 transition-colors hover:text-ink hover:underline"
          >
            {cartCopy.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
