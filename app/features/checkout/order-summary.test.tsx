import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartItemFields } from '#domain/cart';
import { findProduct, isSellable } from '#domain/catalog';
import { copyOf, WithI18n } from '#tests/support/i18n';
import { OrderSummary } from './order-summary';

const octahedron = findProduct('octahedron');
if (!octahedron || !isSellable(octahedron)) throw new Error('the octahedron is not sold online');
const items = [{ ...cartItemFields(octahedron), quantity: 2 }];

describe('OrderSummary', () => {
  it('folds its lines behind a toggle (a phone), the total always shown', async () => {
    const copy = copyOf('es').checkout;
    render(
      <WithI18n locale="es">
        <OrderSummary items={items} />
      </WithI18n>,
    );
    const summary = screen.getByRole('region', { name: copy.summaryHeading });
    const toggle = within(summary).getByRole('button', { name: copy.summaryShow });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const [lines, notes] = (toggle.getAttribute('aria-controls') ?? '').split(' ');
    expect(document.getElementById(lines ?? '')).toHaveClass('hidden', 'lg:block');
    expect(document.getElementById(notes ?? '')).toHaveClass('hidden', 'lg:block');
    expect(screen.getByTestId('checkout-total').closest('.hidden')).toBeNull();

    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(copy.summaryHide);
    expect(document.getElementById(lines ?? '')).not.toHaveClass('hidden');
    expect(within(summary).getByTestId('line-total-octahedron')).toBeInTheDocument();
  });
});
