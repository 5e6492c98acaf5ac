import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderSummaryView } from '#domain/orders-api';
import { copyOf, WithI18n } from '#tests/support/i18n';
import { MyOrders } from './my-orders';

const PAID: OrderSummaryView = {
  orderId: '5O190127TN364715T',
  orderNumber: 'ELY-7K3M9Q',
  placedAt: '2026-11-23T18:00:00.000Z',
  status: 'COMPLETED',
  totalCents: 39100,
  refundedCents: 0,
  items: [
    { id: 'octahedron', title: 'ELY Holographic Octahedron', quantity: 1, unitPriceCents: 39100 },
  ],
  type: 'product',
  hasShipped: false,
  shipment: null,
};
const SHIPPED: OrderSummaryView = {
  ...PAID,
  orderId: '7X190127TN364715T',
  orderNumber: 'ELY-2PQR8T',
  hasShipped: true,
  shipment: {
    shippedAt: '2026-11-25T18:00:00.000Z',
    carrier: 'DHL Express',
    trackingNumber: '1234567890',
    trackingUrl: 'https://www.dhl.com/track?id=1234567890',
    deliveredAt: null,
  },
};

afterEach(() => vi.unstubAllGlobals());

function renderOrders(locale: 'en' | 'es', orders: OrderSummaryView[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ orders })),
  );
  render(
    <MemoryRouter>
      <WithI18n locale={locale}>
        <MyOrders uid="ana" getIdToken={async () => 'token'} />
      </WithI18n>
    </MemoryRouter>,
  );
}

describe('My orders', () => {
  it.each(['en', 'es'] as const)(
    'names each order by its number and status, and links a shipped one to its carrier (%s)',
    async (locale) => {
      const copy = copyOf(locale).orders;
      renderOrders(locale, [SHIPPED, PAID]);
      const list = await screen.findByTestId('my-orders');
      const rows = within(list).getAllByRole('listitem');
      expect(rows).toHaveLength(2);
      const [shipped, paid] = rows as [HTMLElement, HTMLElement];
      expect(
        within(shipped).getByRole('heading', {
          name: copy.account.order.replace('{orderNumber}', SHIPPED.orderNumber),
        }),
      ).toBeTruthy();
      expect(within(shipped).getByTestId('payment-status').textContent).toBe(copy.shipped);
      const track = within(shipped).getByRole('link', {
        name: copy.account.trackWithOf
          .replace('{orderNumber}', SHIPPED.orderNumber)
          .replace('{carrier}', 'DHL Express'),
      });
      expect(track.getAttribute('href')).toBe(SHIPPED.shipment?.trackingUrl);
      expect(track.getAttribute('rel')).toBe('noopener noreferrer');
      expect(track.textContent).toBe(copy.account.trackWith.replace('{carrier}', 'DHL Express'));
      expect(within(paid).getByTestId('payment-status').textContent).toBe(
        copy.statusLabels.COMPLETED,
      );
      // Not shipped yet: nothing to track.
      expect(within(paid).queryAllByRole('link', { name: /DHL Express/ })).toEqual([]);
    },
  );
});
