import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../../domain/money';
import { detailsText, localDayEnd, localDayStart, money, safeLink } from './format';

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
      detailsText({ carrier: 'UPS', trackingNumber: '1Z9', trackingUrl: null, total: 78_200 }),
    ).toBe('carrier UPS · tracking 1Z9 · total $782.00');
    expect(detailsText({ amount: '391.00', reason: '<b>late</b>' })).toBe(
      'amount $391.00 · reason <b>late</b>',
    );
    expect(detailsText({ amountCents: 39_100 })).toBe('amount $391.00');
    expect(money(139_150)).toBe('$1,391.50');
  });

  it('links https addresses only', () => {
    expect(safeLink('https://www.ups.com/track?tracknum=1')).toBe(
      'https://www.ups.com/track?tracknum=1',
    );
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('http://example.com')).toBeNull();
    expect(safeLink('not a url')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});
