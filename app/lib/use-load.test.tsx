import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Loader, loadMore, useLoad } from './use-load';

/** A question whose answer the test gives when it chooses: no timers, no sleeps. */
function controlled<T>() {
  const asked: {
    signal: AbortSignal;
    resolve: (value: T) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const load: Loader<T> = (signal) =>
    new Promise<T>((resolve, reject) => {
      asked.push({ signal, resolve, reject });
    });
  return { load, asked };
}

/** Lets the answered promise's callbacks run, inside act. */
async function answer(give: () => void) {
  await act(async () => {
    give();
    await Promise.resolve();
  });
}

describe('useLoad', () => {
  it('shows loading, then the answer', async () => {
    const { load, asked } = controlled<string>();
    const { result } = renderHook(() => useLoad(load));
    expect(result.current.state).toEqual({ kind: 'loading' });
    expect(asked).toHaveLength(1);
    await answer(() => asked[0]?.resolve('in'));
    expect(result.current.state).toEqual({ kind: 'ready', value: 'in' });
  });

  it('shows a failure as an Error, whatever was thrown', async () => {
    const { load, asked } = controlled<string>();
    const { result } = renderHook(() => useLoad(load));
    await answer(() => asked[0]?.reject('no answer'));
    expect(result.current.state).toMatchObject({ kind: 'failed' });
    const state = result.current.state;
    expect(state.kind === 'failed' && state.error).toBeInstanceOf(Error);
    expect(state.kind === 'failed' && state.error.message).toBe('no answer');
  });

  it('asks nothing while the question is null, and shows loading', () => {
    const { result } = renderHook(() => useLoad<string>(null));
    expect(result.current.state).toEqual({ kind: 'loading' });
  });

  it('never lets an older question’s answer overwrite a newer one, and aborts it', async () => {
    const first = controlled<string>();
    const second = controlled<string>();
    const { result, rerender } = renderHook(({ load }) => useLoad(load), {
      initialProps: { load: first.load },
    });
    rerender({ load: second.load });
    expect(first.asked[0]?.signal.aborted).toBe(true);
    expect(second.asked[0]?.signal.aborted).toBe(false);
    expect(result.current.state).toEqual({ kind: 'loading' });

    // The newer answer comes first, the older one after it: the older one is dropped.
    await answer(() => second.asked[0]?.resolve('new'));
    await answer(() => first.asked[0]?.resolve('old'));
    expect(result.current.state).toEqual({ kind: 'ready', value: 'new' });
    // Nor does an older question's failure show.
    await answer(() => first.asked[0]?.reject(new Error('late')));
    expect(result.current.state).toEqual({ kind: 'ready', value: 'new' });
  });

  it('shows loading again when the question changes after an answer', async () => {
    const first = controlled<string>();
    const second = controlled<string>();
    const { result, rerender } = renderHook(({ load }) => useLoad(load), {
      initialProps: { load: first.load },
    });
    await answer(() => first.asked[0]?.resolve('one'));
    rerender({ load: second.load });
    expect(result.current.state).toEqual({ kind: 'loading' });
  });

  it('keeps asking the same question while the loader is the same function', async () => {
    const { load, asked } = controlled<string>();
    const { rerender } = renderHook(({ load }) => useLoad(load), { initialProps: { load } });
    rerender({ load });
    rerender({ load });
    expect(asked).toHaveLength(1);
  });

  it('aborts the request and drops its answer when the view unmounts', async () => {
    const { load, asked } = controlled<string>();
    const { result, unmount } = renderHook(() => useLoad(load));
    unmount();
    expect(asked[0]?.signal.aborted).toBe(true);
    await answer(() => asked[0]?.resolve('late'));
    expect(result.current.state).toEqual({ kind: 'loading' });
  });

  it('reload shows loading and asks again; only its answer counts', async () => {
    const { load, asked } = controlled<string>();
    const { result } = renderHook(() => useLoad(load));
    await answer(() => asked[0]?.reject(new Error('down')));
    expect(result.current.state.kind).toBe('failed');

    let reloaded: Promise<void> | undefined;
    act(() => {
      reloaded = result.current.reload();
    });
    expect(result.current.state).toEqual({ kind: 'loading' });
    expect(asked).toHaveLength(2);
    await answer(() => asked[1]?.resolve('back'));
    await reloaded;
    expect(result.current.state).toEqual({ kind: 'ready', value: 'back' });
  });

  it('refresh keeps what is shown until the answer is in, and drops the answer it replaced', async () => {
    const { load, asked } = controlled<string>();
    const { result } = renderHook(() => useLoad(load));
    await answer(() => asked[0]?.resolve('v1'));

    act(() => {
      void result.current.refresh();
    });
    expect(result.current.state).toEqual({ kind: 'ready', value: 'v1' });
    act(() => {
      void result.current.refresh();
    });
    expect(asked[1]?.signal.aborted).toBe(true);
    await answer(() => asked[2]?.resolve('v3'));
    await answer(() => asked[1]?.resolve('v2'));
    expect(result.current.state).toEqual({ kind: 'ready', value: 'v3' });
  });

  it('update changes what is shown without asking', async () => {
    const { load, asked } = controlled<number[]>();
    const { result } = renderHook(() => useLoad(load));
    await answer(() => asked[0]?.resolve([1]));
    act(() =>
      result.current.update((state) =>
        state.kind === 'ready' ? { kind: 'ready', value: [...state.value, 2] } : state,
      ),
    );
    expect(result.current.state).toEqual({ kind: 'ready', value: [1, 2] });
    expect(asked).toHaveLength(1);
  });
});

describe('loadMore', () => {
  /** A page the test answers when it chooses. */
  function morePages() {
    const pages = controlled<number[]>();
    return { ask: () => pages.load(new AbortController().signal), asked: pages.asked };
  }
  const append = (shown: number[], more: number[]) => [...shown, ...more];

  it('appends the next page to the answer shown', async () => {
    const { load, asked } = controlled<number[]>();
    const { result } = renderHook(() => useLoad(load));
    await answer(() => asked[0]?.resolve([1]));
    const more = morePages();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = loadMore(result.current.state, result.current.update, more.ask, append);
    });
    await answer(() => more.asked[0]?.resolve([2, 3]));
    await act(() => done);
    expect(result.current.state).toEqual({ kind: 'ready', value: [1, 2, 3] });
  });

  it('shows the failure of the next page', async () => {
    const { load, asked } = controlled<number[]>();
    const { result } = renderHook(() => useLoad(load));
    await answer(() => asked[0]?.resolve([1]));
    const more = morePages();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = loadMore(result.current.state, result.current.update, more.ask, append);
    });
    await answer(() => more.asked[0]?.reject(new Error('no page')));
    await act(() => done);
    const state = result.current.state;
    expect(state.kind === 'failed' && state.error.message).toBe('no page');
  });

  it('drops the page, or its failure, once another question is shown', async () => {
    const { load, asked } = controlled<number[]>();
    const { result } = renderHook(() => useLoad(load));
    await answer(() => asked[0]?.resolve([1]));
    const more = morePages();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = loadMore(result.current.state, result.current.update, more.ask, append);
    });
    // The filters changed: a new question, answered before the page arrives.
    let reloaded: Promise<void> = Promise.resolve();
    act(() => {
      reloaded = result.current.reload();
    });
    await answer(() => asked[1]?.resolve([9]));
    await act(() => reloaded);
    await answer(() => more.asked[0]?.resolve([2]));
    await act(() => done);
    expect(result.current.state).toEqual({ kind: 'ready', value: [9] });
  });

  it('asks nothing unless an answer is shown', async () => {
    const more = morePages();
    await loadMore({ kind: 'loading' }, () => {}, more.ask, append);
    expect(more.asked).toHaveLength(0);
  });
});
