import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seenKey, useFirstVisit } from './first-visit';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('useFirstVisit', () => {
  it('is true on the first mount for an order and false on every later one', () => {
    const first = renderHook(() => useFirstVisit('ELY-7K3M9Q'));
    expect(first.result.current).toBe(true);
    expect(window.localStorage.getItem(seenKey('ELY-7K3M9Q'))).not.toBeNull();
    first.unmount();

    expect(renderHook(() => useFirstVisit('ELY-7K3M9Q')).result.current).toBe(false);
    // Another order of the same browser has its own first visit.
    expect(renderHook(() => useFirstVisit('ELY-2B4C6D')).result.current).toBe(true);
  });

  it('keeps its answer for the whole visit, though the visit is remembered at once', () => {
    const visit = renderHook(() => useFirstVisit('ELY-7K3M9Q'));
    visit.rerender();
    expect(visit.result.current).toBe(true);
  });

  it('thanks the buyer again, without an error, where storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(renderHook(() => useFirstVisit('ELY-7K3M9Q')).result.current).toBe(true);
    expect(renderHook(() => useFirstVisit('ELY-7K3M9Q')).result.current).toBe(true);
  });
});
