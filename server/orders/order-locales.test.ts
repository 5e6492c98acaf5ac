import { describe, expect, it } from 'vitest';
import { ORDER_LOCALES } from '#domain/order/order';
import { LOCALES } from '#site/locales';

describe('the languages an order can be placed in', () => {
  it('are the site’s (domain/ may not import site/, so it keeps its own list)', () => {
    expect([...ORDER_LOCALES]).toEqual([...LOCALES]);
  });
});
