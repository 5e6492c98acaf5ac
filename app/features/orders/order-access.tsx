import { createContext, type ReactNode, use } from 'react';
import { RECEIPT_TOKEN_HEADER } from '#domain/orders-api';

/**
 * What the visitor of an order page holds to act on the order (as to read it): the receipt
 * link's token, or their sign-in. The receipt's loader provides it; the order page's panels
 * (the invoice request…) send it with their calls.
 */
export interface OrderAccess {
  token: string | null;
  getIdToken: () => Promise<string | null>;
}

const OrderAccessContext = createContext<OrderAccess | null>(null);

export function OrderAccessProvider({
  value,
  children,
}: {
  value: OrderAccess;
  children: ReactNode;
}) {
  return <OrderAccessContext value={value}>{children}</OrderAccessContext>;
}

/** What an API call about the order sends: the ID token, or the link's token in a header. */
export interface OrderCredentials {
  idToken: string | null;
  headers: Record<string, string>;
}

/** The credentials of an API call about the order: the link's token, else the ID token. */
export async function orderCredentials(access: OrderAccess | null): Promise<OrderCredentials> {
  if (access?.token) return { idToken: null, headers: { [RECEIPT_TOKEN_HEADER]: access.token } };
  const idToken = access ? await access.getIdToken().catch(() => null) : null;
  return { idToken, headers: {} };
}

export const useOrderAccess = (): OrderAccess | null => use(OrderAccessContext);
