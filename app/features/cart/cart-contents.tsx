import { Link, useNavigate } from 'react-router';
import { PesoEstimate, PesoEstimateNote } from '../../components/products/peso-estimate';
import { buttonClass } from '../../components/ui/button';
import { CartIcon } from '../../components/ui/icons';
import { useIntlLocale, useMessages, useRoutes } from '../../i18n/i18n';
import { CartLineItem } from './cart-line';
import { useCartItems, useCartTotal } from './cart-store';

interface CartContentsProps {
  /** Closes the drawer before a link or the Checkout button navigates away. */
  onNavigate: () => void;
  /** Called after a line is removed, so focus can move somewhere that still exists. */
  onLineRemoved: () => void;
}

/**
 * The body of the cart drawer: the lines, then the total and Checkout; or, when empty, a way to
 * the products (no $0.00 total and no Checkout button that cannot be pressed).
 */
export default function CartContents({ onNavigate, onLineRemoved }: CartContentsProps) {
  const items = useCartItems();
  if (items.length === 0) return <EmptyCart onNavigate={onNavigate} />;
  return (
    <>
      <ul className="flex-1 divide-y divide-line overflow-y-auto overscroll-contain px-6">
        {items.map((item) => (
          <CartLineItem key={item.id} item={item} onRemoved={onLineRemoved} />
        ))}
      </ul>
      <CartFooter onNavigate={onNavigate} />
    </>
  );
}

function EmptyCart({ onNavigate }: { onNavigate: () => void }) {
  const cartCopy = useMessages().cart;
  const routes = useRoutes();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-8 pb-10 text-center">
      <CartIcon aria-hidden="true" className="mb-2 text-4xl text-holo-violet" />
      <p className="text-lg font-medium">{cartCopy.empty}</p>
      <p className="max-w-xs text-sm text-ink-muted">{cartCopy.emptyHint}</p>
      <Link
        to={routes.products}
        onClick={onNavigate}
        className={buttonClass('primary', 'md', 'mt-4')}
      >
        {cartCopy.browse}
      </Link>
    </div>
  );
}

function CartFooter({ onNavigate }: { onNavigate: () => void }) {
  const total = useCartTotal(useIntlLocale());
  const navigate = useNavigate();
  const cartCopy = useMessages().cart;
  const routes = useRoutes();

  return (
    <div className="border-t border-line bg-surface-raised/60 px-6 pt-5 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
      <div className="flex items-baseline justify-between">
        <p className="text-sm text-ink-muted">{cartCopy.total}</p>
        <p className="text-xl font-semibold tabular-nums" data-testid="cart-total">
          {total.formatted}
        </p>
      </div>
      <p className="text-right">
        <PesoEstimate cents={total.cents} testId="cart-total-pesos" />
      </p>
      <button
        type="button"
        onClick={() => {
          onNavigate();
          navigate(routes.checkout);
        }}
        className={buttonClass('primary', 'lg', 'mt-4 w-full')}
      >
        {cartCopy.checkout}
      </button>
      <p className="mt-3 text-center text-xs text-ink-subtle">{cartCopy.checkoutNote}</p>
      <PesoEstimateNote className="mt-2 text-center" />
    </div>
  );
}
