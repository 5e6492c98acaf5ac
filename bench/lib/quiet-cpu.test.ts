import { describe, expect, it } from 'vitest';
import { idleShare } from './quiet-cpu';

const cpu = (user: number, idle: number, sys = 0) => ({
  times: { user, nice: 0, sys, idle, irq: 0 },
});

describe('idleShare', () => {
  it('is the idle part of the time that passed, over all cores', () => {
    // Core 0: 900 ms busy, 100 idle; core 1: 100 busy, 900 idle → 1000 of 2000 ms idle.
    const before = [cpu(1_000, 5_000), cpu(2_000, 7_000)];
    const after = [cpu(1_800, 5_100, 100), cpu(2_100, 7_900)];
    expect(idleShare(before, after)).toBeCloseTo(0.5);
  });

  it('counts a fully busy machine as 0 and an untouched one as 1', () => {
    expect(idleShare([cpu(0, 0)], [cpu(1_000, 0)])).toBe(0);
    expect(idleShare([cpu(0, 0)], [cpu(0, 1_000)])).toBe(1);
    expect(idleShare([cpu(5, 5)], [cpu(5, 5)])).toBe(1);
  });
});
