import { describe, expect, it } from 'vitest';
import { mainThreadBlocking, type TraceEvent } from './trace-blocking';

const PAGE = 'http://127.0.0.1:3170/ely';
const MAIN = { pid: 10, tid: 10 };
const ms = (value: number) => value * 1000;

function task(startMs: number, wallMs: number, cpuMs: number, thread = MAIN): TraceEvent {
  return {
    name: 'ThreadControllerImpl::RunTask',
    ph: 'X',
    ...thread,
    ts: ms(startMs),
    dur: ms(wallMs),
    tdur: ms(cpuMs),
  };
}

const navigation: TraceEvent = {
  name: 'navigationStart',
  ...MAIN,
  ts: 0,
  args: { data: { documentLoaderURL: PAGE } },
};
const firstPaint: TraceEvent = { name: 'firstContentfulPaint', ...MAIN, ts: ms(300) };

describe('mainThreadBlocking', () => {
  it('sums 4 × time − 50 ms over the tasks after first paint, by CPU and by wall time', () => {
    const figures = mainThreadBlocking(
      [
        navigation,
        firstPaint,
        task(100, 80, 60), // before first paint: not counted
        task(400, 40, 5), // waited for the CPU: long on the clock only
        task(500, 20, 15), // long either way: 4 × 15 − 50 = 10 by CPU, 4 × 20 − 50 = 30 by wall
        task(600, 10, 10), // 40 ms scaled: under 50
        task(700, 30, 30, { pid: 11, tid: 11 }), // another renderer: not counted
      ],
      PAGE,
    );
    expect(figures).toEqual({ cpuMs: 10, wallMs: 110 + 30, longestTaskCpuMs: 15, longTasks: 1 });
  });

  it('counts a task once when both task events wrap it', () => {
    const outer = task(400, 30, 25);
    const inner = { ...task(400.1, 29, 24), name: 'RunTask' };
    expect(mainThreadBlocking([navigation, firstPaint, outer, inner], PAGE)?.cpuMs).toBe(50);
  });

  it('finds the page by its own navigation, not another document in the trace', () => {
    const blank = { ...navigation, args: { data: { documentLoaderURL: '' } }, pid: 11, tid: 11 };
    const figures = mainThreadBlocking([blank, navigation, firstPaint, task(400, 20, 20)], PAGE);
    expect(figures?.cpuMs).toBe(30);
  });

  it('has nothing to say about a load that never painted', () => {
    expect(mainThreadBlocking([navigation, task(400, 20, 20)], PAGE)).toBeUndefined();
    expect(mainThreadBlocking([firstPaint, task(400, 20, 20)], PAGE)).toBeUndefined();
  });
});
