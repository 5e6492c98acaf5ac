import { describe, expect, it } from 'vitest';
import { NEWS_INITIAL_DURATION_S, nextNewsSpeed } from './news-speed';

describe('nextNewsSpeed', () => {
  it('starts at 40 s and steps 40, 35, 30, 25, 20, 15, 10, 10', () => {
    const seen = [NEWS_INITIAL_DURATION_S];
    for (let i = 0; i < 7; i += 1) seen.push(nextNewsSpeed(seen.at(-1) ?? 0));
    expect(seen).toEqual([40, 35, 30, 25, 20, 15, 10, 10]);
  });

  it('takes 5 s off only while the duration is above 15 s', () => {
    expect(nextNewsSpeed(16)).toBe(11);
    expect(nextNewsSpeed(15)).toBe(10);
    expect(nextNewsSpeed(12)).toBe(10);
  });

  it('never goes below the 10 s floor', () => {
    expect(nextNewsSpeed(10)).toBe(10);
    expect(nextNewsSpeed(3)).toBe(10);
  });
});
