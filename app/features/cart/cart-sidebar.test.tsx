import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '#site/pages';
import { WithI18n } from '#tests/support/i18n';
import { useUiStore } from '../../lib/ui-store';
import { CartSidebar } from './cart-sidebar';
import { useCartStore } from './cart-store';
import { installDialogStandIn, resetCartState } from './cart-test-utils';

const OCTAHEDRON = 'ELY Holographic Octahedron';

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderSidebar() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Where />
            <CartSidebar />
          </>
        ),
      },
    ],
    { initialEntries: [ROUTES.ely] },
  );
  const user = userEvent.setup();
  render(
    <WithI18n>
      <RouterProvider router={router} />
    </WithI18n>,
  );
  return { user };
}

/** Opens the drawer and waits for its lazily loaded contents: the total, or the empty state. */
async function openCart() {
  act(() => useUiStore.getState().open('cart'));
  const dialog = screen.getByRole('dialog', { name: 'Your cart' });
  await waitFor(() =>
    expect(
      within(dialog).queryByTestId('cart-total') ??
        within(dialog).queryByText('Your cart is empty.'),
    ).not.toBeNull(),
  );
  return dialog;
}

function addOctahedron(times = 1) {
  act(() => {
    for (let i = 0; i < times; i += 1) useCartStore.getState().add('octahedron');
  });
}

beforeAll(installDialogStandIn);
beforeEach(resetCartState);
afterEach(resetCartState);

describe('CartSidebar', () => {
  it('shows the empty state with a link to the products, and no total or Checkout', async () => {
    renderSidebar();
    const dialog = await openCart();
    expect(within(dialog).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      ROUTES.products,
    );
    expect(within(dialog).queryByRole('button', { name: 'Checkout' })).toBeNull();
    expect(within(dialog).queryByTestId('cart-total')).toBeNull();
  });

  it('lists each line with image, title, unit price, quantity and line total', async () => {
    renderSidebar();
    addOctahedron(2);
    const dialog = await openCart();
    const lines = within(dialog).getAllByRole('listitem');
    expect(lines).toHaveLength(1);
    const line = lines[0] as HTMLElement;
    expect(within(line).getByRole('heading', { name: OCTAHEDRON })).toBeInTheDocument();
    // The render's thumbnail, AVIF first, with a JPEG for browsers that read neither format.
    expect(line.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/images/renders/octahedron-front-thumb-160.avif 160w',
    );
    expect(line.querySelector('img')).toHaveAttribute(
      'src',
      '/images/renders/octahedron-front-640.jpg',
    );
    expect(line).toHaveTextContent('US$391.00 each');
    expect(within(line).getByTestId('cart-line-quantity')).toHaveTextContent('2');
    expect(within(line).getByTestId('cart-line-total')).toHaveTextContent('US$782.00');
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('US$782.00');
    expect(within(dialog).getByText('2 items')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('steps the quantity with + and −, and − stops at 1 without losing focus', async () => {
    const { user } = renderSidebar();
    addOctahedron();
    const dialog = await openCart();
    const minus = within(dialog).getByRole('button', {
      name: `Decrease quantity of ${OCTAHEDRON}`,
    });
    const plus = within(dialog).getByRole('button', { name: `Increase quantity of ${OCTAHEDRON}` });
    const quantity = within(dialog).getByTestId('cart-line-quantity');
    expect(within(dialog).getByRole('group', { name: `Quantity of ${OCTAHEDRON}` })).toBeVisible();
    expect(minus).toHaveAttribute('aria-disabled', 'true');

    await user.click(plus);
    expect(quantity).toHaveTextContent('2');
    expect(minus).toHaveAttribute('aria-disabled', 'false');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(`${OCTAHEDRON}, quantity 2`),
    );

    await user.click(minus);
    await user.click(minus);
    await user.click(minus);
    expect(quantity).toHaveTextContent('1');
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    expect(minus).toHaveFocus();
    expect(useCartStore.getState().items[0]?.quantity).toBe(1);
  });

  it('removes a line, says so, and moves focus to the heading', async () => {
    const { user } = renderSidebar();
    addOctahedron(3);
    const dialog = await openCart();
    await user.click(
      within(dialog).getByRole('button', { name: `Remove ${OCTAHEDRON} from cart` }),
    );
    expect(useCartStore.getState().items).toEqual([]);
    expect(within(dialog).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Your cart' })).toHaveFocus();
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        `${OCTAHEDRON} removed from cart`,
      ),
    );
  });

  it('Checkout goes to /checkout and closes the drawer', async () => {
    const { user } = renderSidebar();
    addOctahedron();
    const dialog = await openCart();
    await user.click(within(dialog).getByRole('button', { name: 'Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.checkout);
    expect(useUiStore.getState().overlay).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the empty state link goes to /productos and closes the drawer', async () => {
    const { user } = renderSidebar();
    const dialog = await openCart();
    await user.click(within(dialog).getByRole('link', { name: 'Browse products' }));
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.products);
    expect(useUiStore.getState().overlay).toBeNull();
  });

  it('the close button closes it', async () => {
    const { user } = renderSidebar();
    const dialog = await openCart();
    await user.click(within(dialog).getByRole('button', { name: 'Close cart' }));
    expect(useUiStore.getState().overlay).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
