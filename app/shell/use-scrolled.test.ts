import { describe, expect, it } from 'vitest';
import { isScrolledPast, SCROLLED_THRESHOLD_PX } from './use-scrolled';

describe('isScrolledPast', () => {
  it('uses the spec’s 20 px threshold', () => {
    expect(SCROLLED_THRESHOLD_PX).toBe(20);
  });

  it.each([
    [0, false],
    [20, false],
    [20.5, true],
    [21, true],
    [400, true],
  ])('at %d px is %s', (scrollY, scrolled) => {
    expect(isScrolledPast(scrollY)).toBe(scrolled);
  });
});
