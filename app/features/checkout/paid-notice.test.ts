import { describe, expect, it } from 'vitest';
import { checkout as en } from '../../content/en/checkout';
import { checkout as es } from '../../content/es/checkout';
import { paidNotice } from './paid-notice';

/** The notice after paying: the order by its number, and the link to its page at that number. */

const ORDER = { orderNumber: 'ELY-7K3M9Q', receiptToken: 'secret-token' };
const PAID = { status: 'COMPLETED' as const, subscriptionCode: null };

describe('paidNotice', () => {
  it('names the order by its number and links its page there, the token in the fragment', () => {
    expect(paidNotice(ORDER, PAID, 'en', en.messages, 'ana@example.com')).toEqual({
      details: 'Order number ELY-7K3M9Q. Your receipt is on its way to ana@example.com.',
      link: { label: 'View your receipt', to: '/orders/ELY-7K3M9Q#token=secret-token' },
    });
  });

  it('says it in Spanish on the Spanish site, linking the Spanish page', () => {
    expect(paidNotice(ORDER, PAID, 'es', es.messages)).toEqual({
      details: 'Número de pedido ELY-7K3M9Q.',
      link: { label: 'Ver tu comprobante', to: '/es/orders/ELY-7K3M9Q#token=secret-token' },
    });
  });

  it('links the page without a token when the browser has none (the buyer signs in there)', () => {
    const notice = paidNotice({ ...ORDER, receiptToken: null }, PAID, 'en', en.messages);
    expect(notice.link?.to).toBe('/orders/ELY-7K3M9Q');
  });

  it('sums up what was bought, where it ships and when, in the page’s language', () => {
    const facts = {
      lines: [{ title: 'ELY Holographic Octahedron', quantity: 2 }],
      shipTo: ['Av. Álvaro Obregón 121', '06700 Ciudad de México, Ciudad de México', 'México'],
      shipsFrom: 'Envío previsto a partir de marzo de 2027',
    };
    expect(paidNotice(ORDER, PAID, 'es', es.messages, null, facts).summary).toEqual([
      'Pediste ELY Holographic Octahedron × 2.',
      'Se envía a Av. Álvaro Obregón 121, 06700 Ciudad de México, Ciudad de México, México.',
      'Envío previsto a partir de marzo de 2027',
    ]);
    const subscription = {
      lines: [{ title: 'Custom ELY', quantity: 1 }],
      shipTo: null,
      shipsFrom: null,
    };
    expect(paidNotice(ORDER, PAID, 'en', en.messages, null, subscription).summary).toEqual([
      'You ordered Custom ELY × 1.',
    ]);
  });
});
