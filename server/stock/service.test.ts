import { describe, expect, it } from 'vitest';
import { StockService } from './service';
import type { StockLine, StockStore } from './store';

/** A store that only says what it was asked to hold (the database's part has its own tests). */
function holdingStore() {
  const held: StockLine[][] = [];
  const unused = () => Promise.reject(new Error('not used here'));
  const store: StockStore = {
    async hold(_holdId, lines) {
      held.push([...lines]);
      return { ok: true };
    },
    releaseHold: unused,
    releaseStaleHolds: unused,
    levels: unused,
    set: unused,
    changes: unused,
    movesOf: unused,
  };
  return { store, held };
}

describe('StockService.hold', () => {
  it('asks the database nothing for an order of products never counted (a subscription)', async () => {
    const { store, held } = holdingStore();
    expect(await new StockService(store).hold([{ id: 'custom-ely', quantity: 1 }])).toBeNull();
    expect(held).toEqual([]);
  });

  it('holds only the lines of goods that ship, under a hold id', async () => {
    const { store, held } = holdingStore();
    const holdId = await new StockService(store).hold([
      { id: 'octahedron', quantity: 2 },
      { id: 'custom-ely', quantity: 1 },
    ]);
    expect(holdId).toMatch(/^hold-/);
    expect(held).toEqual([[{ id: 'octahedron', quantity: 2 }]]);
  });
});
