import { describe, expect, it } from 'vitest';
import { parseAmount } from '#domain/money';
import { CATALOGUES } from '../../i18n/catalogues.server';
import { consoleWords } from './console-copy';
import { detailsText, localDayEnd, localDayStart, safeLink } from './format';

const en = consoleWords(CATALOGUES.en.operatorConsole, 'en-US');
const es = consoleWords(CATALOGUES.es.operatorConsole, 'es-MX');

describe('the console formats', () => {
  it('reads dollars typed by an operator as cents, and refuses anything else', () => {
    expect(parseAmount('391')).toBe(39_100);
    expect(parseAmount(' $1,391.5 ')).toBe(139_150);
    expect(parseAmount('0.01')).toBe(1);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '12.'])
      expect(parseAmount(bad), bad).toBeNull();
  });

  it('turns local calendar days into the instants that bound them (the end day included)', () => {
    const start = localDayStart('2026-03-01');
    const end = localDayEnd('2026-03-01');
    expect(new Date(start ?? '').getDate()).toBe(1);
    expect(new Date(end ?? '').getDate()).toBe(2);
    expect(new Date(end ?? '').getTime() - new Date(start ?? '').getTime()).toBeGreaterThan(0);
    expect(localDayStart('March 1st')).toBeUndefined();
    expect(localDayEnd('')).toBeUndefined();
  });

  it('writes stored details as text, amounts as money, and nothing for empty values', () => {
    expect(
      detailsText({ carrier: 'UPS', trackingNumber: '1Z9', trackingUrl: null, total: 78_200 }, en),
    ).toBe('carrier UPS · tracking 1Z9 · total US$782.00');
    expect(detailsText({ amount: '391.00', reason: '<b>late</b>' }, en)).toBe(
      'amount US$391.00 · reason <b>late</b>',
    );
    expect(detailsText({ amountCents: 39_100 }, en)).toBe('amount US$391.00');
    expect(en.money(139_150)).toBe('US$1,391.50');
  });

  it('writes the console in Spanish for /es/admin: labels, counts, money and dates', () => {
    expect(detailsText({ carrier: 'DHL', amountCents: 39_100 }, es)).toBe(
      'paquetería DHL · monto USD\u00a0391.00',
    );
    expect(es.ordersCopy.totals(1, es.money(39_100), es.money(0))).toBe(
      '1 pedido · USD\u00a0391.00 en total · USD\u00a00.00 reembolsado',
    );
    expect(es.attentionCopy.heading(2)).toBe('2 pedidos pagados necesitan atención');
    expect(en.ordersCopy.totals(1_200, '$1.00', '$0.00')).toBe(
      '1,200 orders · $1.00 in total · $0.00 refunded',
    );
    expect(es.refundCopy.confirm(null)).toBe('Reembolsar');
    expect(es.day('2026-03-05T12:00:00Z')).toBe('5 mar 2026');
  });

  it('links http(s) addresses only', () => {
    expect(safeLink('https://www.ups.com/track?tracknum=1')).toBe(
      'https://www.ups.com/track?tracknum=1',
    );
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('http://example.com/track')).toBe('http://example.com/track');
    expect(safeLink('ftp://example.com')).toBeNull();
    expect(safeLink('not a url')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});
