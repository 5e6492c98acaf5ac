import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { WithI18n } from '#tests/support/i18n';
import { Cart } from '../features/cart/cart';
import { CART_STORAGE_KEY } from '../features/cart/cart-persistence';
import { useCartStore } from '../features/cart/cart-store';
import { installDialogStandIn, resetCartState } from '../features/cart/cart-test-utils';
import { Navbar } from './navbar';

function Shell() {
  return (
    <WithI18n>
      <MemoryRouter>
        <Navbar />
        <Cart />
      </MemoryRouter>
    </WithI18n>
  );
}

let root: Root | undefined;
beforeAll(installDialogStandIn);
beforeEach(resetCartState);
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  resetCartState();
});

it('prerenders an empty cart, then shows the stored one after hydration without a warning', async () => {
  // The build prerenders with no visitor storage at all: an empty cart.
  const html = renderToString(<Shell />);
  expect(html).toContain('aria-label="Cart"');
  expect(html).not.toContain('cart-count');

  // The visitor's browser has a cart from an earlier visit.
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({ version: 1, items: [{ id: 'octahedron', quantity: 2 }] }),
  );

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // A mismatch would be reported through console.error, which fails this test (tests/setup/dom.ts);
  // onRecoverableError catches the hydration errors React 19 reports there instead.
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Shell />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });

  expect(recoverable).toEqual([]);
  // zustand hydrates from the store's initial state, so that must be the prerender's empty cart.
  expect(useCartStore.getInitialState().items).toEqual([]);
  expect(useCartStore.getState().items).toMatchObject([{ id: 'octahedron', quantity: 2 }]);
  expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
  expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
});
