import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The browser's one way to load data into a view (the order page, My orders, My subscription, the
 * saved address, the invoice panel, every console view): docs/frontend.md, "Loading data".
 * Imported only by code that loads lazily (the console, the account's sections, the order page):
 * never by the shell or a public page's static imports, whose first paint is at its budget.
 */

/** What a view shows of a question to the API: still loading, failed, or answered. */
export type Loaded<T> =
  | { kind: 'loading' }
  | { kind: 'failed'; error: Error }
  | { kind: 'ready'; value: T };

/**
 * Asks the question. The signal is aborted when the answer is no longer wanted (the view left,
 * or asked something else): pass it on to `callApi`.
 */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

export interface Load<T> {
  state: Loaded<T>;
  /** Asks again as a new question, shown as loading meanwhile ("Try again" after a failure). */
  reload: () => Promise<void>;
  /**
   * Asks again and keeps what is shown until the answer is in (after an action changed the
   * data). Both resolve once the answer is shown, or was dropped for a newer question.
   */
  refresh: () => Promise<void>;
  /**
   * Changes what is shown without asking (a page of results appended, an item replaced). The
   * function gets the state shown now: return it unchanged when it is not the one you meant.
   */
  update: (change: (state: Loaded<T>) => Loaded<T>) => void;
}

const LOADING = { kind: 'loading' } as const;

/**
 * Loads with `load` (a `useCallback` over what the question depends on: a new function is a new
 * question; null asks nothing yet and shows loading) and keeps its answer. Only the newest
 * question's answer is ever shown: an answer to an older one is dropped, and its request aborted,
 * when the question changes, is asked again, or the view unmounts.
 */
export function useLoad<T>(load: Loader<T> | null): Load<T> {
  const [state, setState] = useState<Loaded<T>>(LOADING);
  const current = useRef<{ load: Loader<T> | null; asked: AbortController | null }>({
    load,
    asked: null,
  });

  const forget = useCallback(() => {
    current.current.asked?.abort();
    current.current.asked = null;
  }, []);

  const ask = useCallback(
    (showLoading: boolean): Promise<void> => {
      const { load } = current.current;
      forget();
      if (!load) return Promise.resolve();
      const asked = new AbortController();
      current.current.asked = asked;
      if (showLoading) setState(LOADING);
      const answered = (next: Loaded<T>) => {
        if (current.current.asked === asked) setState(next);
      };
      return load(asked.signal).then(
        (value) => answered({ kind: 'ready', value }),
        (error: unknown) =>
          answered({
            kind: 'failed',
            error: error instanceof Error ? error : new Error(String(error)),
          }),
      );
    },
    [forget],
  );

  useEffect(() => {
    current.current.load = load;
    if (!load) {
      setState(LOADING);
      return;
    }
    void ask(true);
    return forget;
  }, [load, ask, forget]);

  const reload = useCallback(() => ask(true), [ask]);
  const refresh = useCallback(() => ask(false), [ask]);
  const update = useCallback((change: (state: Loaded<T>) => Loaded<T>) => setState(change), []);
  return { state, reload, refresh, update };
}

/**
 * "Show more": asks for more of the answer shown (`ask`, the next page) and shows `merge` of the
 * two, or the failure. Another question asked meanwhile (the filters changed) keeps its own answer:
 * the outcome is shown only while `shown` still is. Resolves once done; does nothing unless ready.
 */
export async function loadMore<T, More>(
  shown: Loaded<T>,
  update: Load<T>['update'],
  ask: (value: T) => Promise<More>,
  merge: (value: T, more: More) => T,
): Promise<void> {
  if (shown.kind !== 'ready') return;
  try {
    const more = await ask(shown.value);
    update((now) => (now === shown ? { kind: 'ready', value: merge(shown.value, more) } : now));
  } catch (error) {
    const failed = error instanceof Error ? error : new Error(String(error));
    update((now) => (now === shown ? { kind: 'failed', error: failed } : now));
  }
}
