import { useEffect, useState } from 'react';
import type { MetaArgs } from 'react-router';
import { pageData } from '../../i18n/catalogues.server';
import { pageMeta } from '../../lib/seo';

// Its route types exist only in test builds (typegen reads the default route config): typed here.
export const loader = ({ request }: { request: Request }) => pageData(request, 'testError');

export const meta = ({ data }: MetaArgs<typeof loader>) => pageMeta(data?.meta);

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
