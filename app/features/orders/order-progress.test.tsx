import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReceiptView } from '#domain/orders-api';
import { copyOf, WithI18n } from '#tests/support/i18n';
import { OrderProgress } from './order-progress';

const PAID: ReceiptView = {
  orderId: '5O190127TN364715T',
  orderNumber: 'ELY-7K3M9Q',
  captureId: '3C679366HH908993F',
  placedAt: '2026-11-23T18:00:00.000Z',
  status: 'COMPLETED',
  totalCents: 39100,
  refundedCents: 0,
  items: [
    { id: 'octahedron', title: 'ELY Holographic Octahedron', quantity: 1, unitPriceCents: 39100 },
  ],
  subtotalCents: 39100,
  shippingCents: 0,
  tax: { name: 'IVA', ratePercent: 16, includedCents: 5393 },
  type: 'product',
  subscriptionCode: null,
  shipsGoods: true,
  address: null,
  email: 'ana@example.com',
  shipment: null,
  paymentMethod: { kind: 'paypal' },
  cancellation: { state: 'none' },
};

function steps(locale: 'en' | 'es', receipt: ReceiptView) {
  render(
    <WithI18n locale={locale}>
      <OrderProgress receipt={receipt} />
    </WithI18n>,
  );
  const copy = copyOf(locale).orders.receipt.progress;
  return {
    copy,
    items: within(screen.getByRole('region', { name: copy.label })).getAllByRole('listitem'),
  };
}

describe('OrderProgress', () => {
  it('marks a paid presale order as being prepared, with its expected shipping', () => {
    const { copy, items } = steps('en', PAID);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
      null,
      'step',
      null,
      null,
    ]);
    expect(items[0]).toHaveTextContent(`${copy.steps.paid} ${copy.done}`);
    expect(items[1]).toHaveTextContent(/Preparing.*Expected to ship from March 2027/);
    expect(items[2]).toHaveTextContent(copy.steps.shipped);
    expect(items[2]).not.toHaveTextContent('With');
  });

  it('follows the parcel once shipped: the carrier and the day, in Spanish too', () => {
    const { items } = steps('es', {
      ...PAID,
      shipment: {
        shippedAt: '2027-03-10T18:00:00.000Z',
        carrier: 'Estafeta',
        trackingNumber: '1234567890',
        trackingUrl: null,
        deliveredAt: null,
      },
    });
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('En preparación (listo)');
    expect(items[1]).not.toHaveTextContent('Envío previsto');
    expect(items[2]).toHaveTextContent('Con Estafeta el 10 de marzo de 2027');
  });

  it('reaches its last step once delivered, with the day', () => {
    const { copy, items } = steps('en', {
      ...PAID,
      shipment: {
        shippedAt: '2027-03-10T18:00:00.000Z',
        carrier: 'Estafeta',
        trackingNumber: '1234567890',
        trackingUrl: null,
        deliveredAt: '2027-03-12T18:00:00.000Z',
      },
    });
    expect(items[3]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).toHaveTextContent(`${copy.steps.shipped} ${copy.done}`);
    expect(items[2]).toHaveTextContent('With Estafeta on March 10, 2027');
    expect(items[3]).toHaveTextContent(`${copy.steps.delivered}March 12, 2027`);
  });

  it('says the payment is under review while PayPal holds it', () => {
    const { copy, items } = steps('en', { ...PAID, status: 'PENDING' });
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent(copy.reviewing);
  });

  it('shows nothing for an order with nothing to follow', () => {
    const { container } = render(
      <WithI18n locale="en">
        <OrderProgress receipt={{ ...PAID, status: 'DENIED' }} />
      </WithI18n>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
