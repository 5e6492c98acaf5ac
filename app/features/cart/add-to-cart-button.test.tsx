import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOM_ELY_LAUNCH } from '#domain/catalog';
import { copyOf, WithI18n } from '#tests/support/i18n';
import { useUiStore } from '../../lib/ui-store';
import { AddToCartButton } from './add-to-cart-button';
import { CartSidebar } from './cart-sidebar';
import { useCartStore } from './cart-store';
import { installDialogStandIn, resetCartState } from './cart-test-utils';

function renderWithCart(ui: React.ReactNode, locale: 'en' | 'es' = 'en') {
  const user = userEvent.setup();
  const view = render(
    <WithI18n locale={locale}>
      <MemoryRouter>
        {ui}
        <CartSidebar />
      </MemoryRouter>
    </WithI18n>,
  );
  return { user, ...view };
}

beforeAll(installDialogStandIn);
beforeEach(resetCartState);
afterEach(() => {
  resetCartState();
  vi.useRealTimers();
});

describe('AddToCartButton', () => {
  it('adds the Octahedron, opens the cart and announces it', async () => {
    const { user } = renderWithCart(<AddToCartButton productId="octahedron" />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(useCartStore.getState().items).toMatchObject([{ id: 'octahedron', quantity: 1 }]);
    expect(useUiStore.getState().overlay).toBe('cart');
    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'ELY Holographic Octahedron added to cart',
      ),
    );
    expect(within(dialog).getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('adding twice makes one line with quantity 2', async () => {
    const { user } = renderWithCart(<AddToCartButton productId="octahedron" />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    useUiStore.getState().close();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useCartStore.getState().items).toMatchObject([{ id: 'octahedron', quantity: 2 }]);
  });

  it('keeps Custom ELY disabled, saying when it launches, until launch day', () => {
    vi.useFakeTimers({ now: CUSTOM_ELY_LAUNCH.getTime() - 60_000, toFake: ['Date'] });
    renderWithCart(<AddToCartButton productId="custom-ely" />);
    const button = screen.getByRole('button', { name: 'Available January 1st' });
    expect(button).toBeDisabled();
    expect(useCartStore.getState().add('custom-ely')).toBe(false);
  });

  it('speaks the page’s language: adds in Spanish and announces it in Spanish', async () => {
    const es = copyOf('es').cart;
    const { user } = renderWithCart(<AddToCartButton productId="octahedron" />, 'es');
    await user.click(screen.getByRole('button', { name: es.addToCart }));
    const dialog = screen.getByRole('dialog', { name: es.title });
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'ELY Holographic Octahedron agregado al carrito',
      ),
    );
  });

  it('lets Custom ELY into the cart from launch day', async () => {
    vi.useFakeTimers({ now: CUSTOM_ELY_LAUNCH.getTime(), toFake: ['Date'] });
    const { user } = renderWithCart(<AddToCartButton productId="custom-ely" />);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useCartStore.getState().items).toMatchObject([
      { id: 'custom-ely', price: '$5', quantity: 1 },
    ]);
  });

  it('renders nothing for products sold by quote', () => {
    const { container } = render(
      <WithI18n>
        <AddToCartButton productId="corporate" />
        <AddToCartButton productId="academy" />
        <AddToCartButton productId="consulting" />
      </WithI18n>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('prerenders what was on sale when the catalogue was reviewed, whatever the build’s clock says', () => {
    // After Custom ELY's launch the build still writes its pending button: the page cannot know
    // when it is read, and the browser corrects it once hydrated.
    vi.useFakeTimers({ now: CUSTOM_ELY_LAUNCH.getTime() + 60_000, toFake: ['Date'] });
    const html = renderToString(
      <WithI18n>
        <AddToCartButton productId="octahedron" />
        <AddToCartButton productId="custom-ely" />
      </WithI18n>,
    );
    expect(html).toMatch(/<button[^>]*data-product-id="octahedron"[^>]*>Add to cart<\/button>/);
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*data-product-id="custom-ely"[^>]*>Available January 1st<\/button>/,
    );
  });
});
