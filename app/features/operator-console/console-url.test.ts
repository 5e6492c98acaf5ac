import { describe, expect, it } from 'vitest';
import { orderQuery, readOrderFilters, readView, withOrderFilters } from './console-url';

describe('the console address', () => {
  it('reads the filters it knows and drops values it does not', () => {
    const params = new URLSearchParams('status=lost&type=gift&q=ana&from=2026-03-01&view=audit');
    expect(readOrderFilters(params)).toEqual({
      q: 'ana',
      status: '',
      type: '',
      from: '2026-03-01',
      to: '',
    });
    expect(readView(params)).toBe('audit');
    expect(readView(new URLSearchParams('view=orders'))).toBe('orders');
    // The home view (the day at a glance) when the address names no section it knows.
    expect(readView(new URLSearchParams('view=other'))).toBe('home');
    expect(readView(new URLSearchParams(''))).toBe('home');
  });

  it('writes filters without empty values and closes the open order', () => {
    const next = withOrderFilters(new URLSearchParams('order=ABC&q=old'), {
      q: '',
      status: 'paid',
      type: 'product',
      from: '',
      to: '',
    });
    expect(next.toString()).toBe('status=paid&type=product');
  });

  it("asks the API for the days' bounds, the last day included", () => {
    const query = orderQuery({
      q: '  ana ',
      status: 'shipped',
      type: '',
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(query.q).toBe('ana');
    expect(query.status).toBe('shipped');
    expect(query.type).toBeUndefined();
    expect(Date.parse(query.before ?? '') - Date.parse(query.from ?? '')).toBeGreaterThanOrEqual(
      23 * 3600 * 1000,
    );
  });
});
