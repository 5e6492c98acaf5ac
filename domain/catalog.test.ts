import { describe, expect, it } from 'vitest';
import {
  CUSTOM_ELY_LAUNCH,
  findProduct,
  isCustomElyLaunched,
  PRODUCT_IDS,
  PRODUCTS,
  productStatusLabel,
} from './catalog';
import { parsePriceCents } from './money';

describe('catalogue', () => {
  it('labels every status as the spec says', () => {
    expect(productStatusLabel('available')).toBe('Available');
    expect(productStatusLabel('presale')).toBe('Presale');
    expect(productStatusLabel('coming')).toBe('Coming Soon');
  });

  it('holds each id once, in the order of PRODUCT_IDS', () => {
    expect(PRODUCTS.map((p) => p.id)).toEqual([...PRODUCT_IDS]);
  });

  it('prices the Octahedron at $391, down from $489, shipped', () => {
    const octahedron = findProduct('octahedron');
    expect(octahedron?.price).toBe('$391');
    expect(octahedron?.originalPrice).toBe('$489');
    expect(octahedron?.shipped).toBe(true);
    expect(parsePriceCents(octahedron?.price ?? '')).toBe(39100);
  });

  it('keeps the spec’s other constants', () => {
    expect(findProduct('custom-ely')?.price).toBe('$5');
    expect(findProduct('corporate')?.price).toBe('$15,000');
    expect(findProduct('academy')?.price).toBe('$299');
    expect(findProduct('academy')?.isAcademy).toBe(true);
  });

  it('launches Custom ELY on January 1st, company time', () => {
    expect(isCustomElyLaunched(new Date(CUSTOM_ELY_LAUNCH.getTime() - 1))).toBe(false);
    expect(isCustomElyLaunched(CUSTOM_ELY_LAUNCH)).toBe(true);
  });

  it('finds nothing for an unknown id', () => {
    expect(findProduct('unicorn')).toBeUndefined();
  });
});
