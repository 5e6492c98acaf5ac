import { describe, expect, it } from 'vitest';
import { cardGridColumns } from './card-grid';

describe('cardGridColumns', () => {
  it('fills every row: three across for three or six, two across for two or four', () => {
    expect(cardGridColumns(2)).toBe('md:grid-cols-2');
    expect(cardGridColumns(3)).toBe('lg:grid-cols-3');
    expect(cardGridColumns(4)).toBe('md:grid-cols-2');
    expect(cardGridColumns(6)).toBe('md:grid-cols-2 lg:grid-cols-3');
  });

  it('keeps a single card in one column', () => {
    expect(cardGridColumns(1)).toBe('');
  });
});
