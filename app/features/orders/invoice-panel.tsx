import { lazy, Suspense, useCallback } from 'react';
import { orderCredentials, useOrderAccess } from './order-access';

/**
 * The order page's invoice (factura) panel, loaded when an order page shows: the SAT's
 * catalogues and the form stay out of every first paint (invoice-request.tsx).
 */
const InvoiceRequest = lazy(() => import('./invoice-request'));

export function InvoicePanel({ orderNumber }: { orderNumber: string }) {
  const access = useOrderAccess();
  const credentials = useCallback(() => orderCredentials(access), [access]);
  return (
    <Suspense fallback={null}>
      <InvoiceRequest orderNumber={orderNumber} credentials={credentials} />
    </Suspense>
  );
}
