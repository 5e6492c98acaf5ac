import { useLayoutEffect } from 'react';

/**
 * A component to render after the one under test, recording `read()` in its layout effect: what a
 * click at first paint would find, since a component's layout effects run after those of the
 * components before it and before the browser paints. `seen` holds one value per mount.
 */
export function probeAtFirstPaint<T>(read: () => T): { Probe: () => null; seen: T[] } {
  const seen: T[] = [];
  function Probe() {
    useLayoutEffect(() => {
      seen.push(read());
    }, []);
    return null;
  }
  return { Probe, seen };
}
