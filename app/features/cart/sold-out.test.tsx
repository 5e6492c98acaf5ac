import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WithI18n } from '#tests/support/i18n';
import { AddToCartButton } from './add-to-cart-button';

/**
 * A limited batch with no units left, as `GET /api/stock` answers once the page has hydrated:
 * the button is disabled, says "Sold out" ("Agotado"), and tells screen readers why. A product
 * not limited (absent from the answer) sells as before.
 */

const fetchStock = vi.fn(
  async () =>
    new Response(JSON.stringify({ products: { octahedron: { available: 0 } } }), {
      headers: { 'content-type': 'application/json' },
    }),
);

beforeAll(() => {
  vi.stubGlobal('fetch', fetchStock);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

function renderButton(locale: 'en' | 'es') {
  return render(
    <WithI18n locale={locale}>
      <MemoryRouter>
        <AddToCartButton productId="octahedron" />
      </MemoryRouter>
    </WithI18n>,
  );
}

describe('a sold-out product', () => {
  it('disables its button, says "Sold out" and why, after asking /api/stock once', async () => {
    renderButton('en');
    const button = await screen.findByRole('button', { name: 'Sold out' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'No units of ELY Holographic Octahedron are left in this batch.',
    );
    expect(fetchStock).toHaveBeenCalledTimes(1);
    expect(fetchStock).toHaveBeenCalledWith('/api/stock', expect.anything());
  });

  it('says "Agotado" in Spanish', async () => {
    renderButton('es');
    const button = await screen.findByRole('button', { name: 'Agotado' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'No quedan unidades de ELY Holographic Octahedron en este lote.',
    );
  });
});
