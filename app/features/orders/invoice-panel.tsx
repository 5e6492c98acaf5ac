import { lazy, Suspense } from 'react';

/**
 * The order page's invoice (factura) panel, loaded when an order page shows: the SAT's
 * catalogues and the form stay out of every first paint (invoice-request.tsx).
 */
const InvoiceRequest = lazy(() => import('./invoice-request'));

export function InvoicePanel({ orderNumber }: { orderNumber: string }) {
  return (
    <Suspense fallback={null}>
      <InvoiceRequest orderNumber={orderNumber} />
    </Suspense>
  );
}
