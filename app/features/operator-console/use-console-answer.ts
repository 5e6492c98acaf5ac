import { useCallback, useEffect, useRef, useState } from 'react';

/** An answer of the API as a view shows it: still loading, failed (in the console's words), or in. */
export type ConsoleAnswer<T> =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; value: T };

const LOADING = { kind: 'loading' } as const;

/**
 * Asks the API with `load` (a `useCallback` over what the question depends on; null asks nothing
 * yet) and keeps its answer, ignoring one that arrives after a newer question was asked. A new
 * question shows loading again; `reload` asks the same question again and keeps what is shown
 * until the new answer is in (the stock view after a change).
 */
export function useConsoleAnswer<T>(
  load: (() => Promise<T>) | null,
): [ConsoleAnswer<T>, () => void] {
  const [answer, setAnswer] = useState<ConsoleAnswer<T>>(LOADING);
  const [round, setRound] = useState(0);
  const asked = useRef(load);

  useEffect(() => {
    if (!load) return;
    if (asked.current !== load) {
      asked.current = load;
      setAnswer(LOADING);
    }
    let current = true;
    load().then(
      (value) => {
        if (current) setAnswer({ kind: 'ready', value });
      },
      (error: Error) => {
        if (current) setAnswer({ kind: 'failed', message: error.message });
      },
    );
    return () => {
      current = false;
    };
    // `round` is not read: it changes when `reload` asks the same question again.
  }, [load, round]);

  const reload = useCallback(() => setRound((count) => count + 1), []);
  return [answer, reload];
}
