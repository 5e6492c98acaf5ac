/**
 * A promise and the function that resolves it, for a test that decides when a fake answers
 * (Node 20 has no `Promise.withResolvers`).
 */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
