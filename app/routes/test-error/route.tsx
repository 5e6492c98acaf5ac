import { useEffect, useState } from 'react';
import { pageMeta } from '../../lib/seo';

export const meta = () => pageMeta(__PAGE_META__.testError);

/**
 * Exists only in test builds (ELY_TEST_ROUTES=1): renders normally at prerender, then throws once
 * hydrated, so the browser tests can see the error fallback a visitor would get.
 */
export default function TestErrorPage() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (hydrated) throw new Error('Deliberate failure from the test-only error route');
  return <h1>Error route</h1>;
}
