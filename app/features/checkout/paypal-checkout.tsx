import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { type AddressProblems, addressProblems } from '#domain/address';
import { addressLines } from '#domain/address-format';
import type { Cart } from '#domain/cart';
import { findProduct } from '#domain/catalog';
import { isShippingCountry } from '#domain/countries';
import { LOCALE_SETTINGS } from '#site/locales';
import { useCopy, useLocale, useRoutes } from '../../i18n/i18n';
import { useProductLabels } from '../../i18n/use-product-labels';
import { fill } from '../../lib/message-format';
import { useNoticeStore } from '../../lib/notice-store';
import { refreshStock } from '../../lib/stock';
import { useLoad } from '../../lib/use-load';
import { useAddressStore } from './address-store';
import type { CheckoutMessage } from './checkout-message';
import { type ContactProblems, checkContact } from './contact-fields';
import { useContactStore } from './contact-store';
import { orderInputFrom, shippingAddressFor } from './order-input';
import { type PaidFacts, type PaidOrder, paidNotice } from './paid-notice';
import { captureOrder, createOrder, PaymentStepError } from './payments-client';
import { loadPayPalSetup } from './paypal-config';
import { keepPaidAddress } from './saved-address';

export { default as SubscriptionCheckout } from './subscription-checkout';

/** What is wrong with the contact and the address, every field at once. */
export interface CheckoutProblems {
  contact: ContactProblems;
  address: AddressProblems;
}

interface PayPalCheckoutProps {
  report: (message: CheckoutMessage | null) => void;
  /** The contact or the address fails its rules: each field's problem, to show and focus. */
  onInvalid: (problems: CheckoutProblems) => void;
  /** The signed-in payer's ID token, or null; sent with the capture so the record carries the uid. */
  getIdToken: () => Promise<string | null>;
  /** The cart as it is now (the buttons do not re-render when it changes). */
  readCart: () => Cart;
  /** Empties the cart once the payment is made. */
  clearCart: () => void;
}

/**
 * PayPal's buttons (card and wallet), loaded only here, in a chunk of its own. The callbacks read
 * the cart and the address from their stores at the moment they run, because the buttons do not
 * re-render when the cart changes.
 */
export default function PayPalCheckout(props: PayPalCheckoutProps) {
  const checkoutCopy = useCopy('checkout');
  const locale = useLocale();
  const { state } = useLoad(loadPayPalSetup);
  const setup = state.kind === 'ready' ? state.value : state.kind === 'failed' ? 'failed' : null;

  if (setup === 'failed') return <LoadFailed />;
  if (setup === null) {
    return <p className="text-sm text-ink-muted">{checkoutCopy.loadingPayments}</p>;
  }
  return (
    <>
      {setup.testMode ? (
        <p
          data-testid="test-mode-banner"
          className="rounded-md border border-warning/50 bg-warning/10 px-4 py-3 text-sm text-ink"
        >
          {checkoutCopy.testModeBanner}
        </p>
      ) : null}
      {/* PayPal's buttons and its window speak the page's language. */}
      <PayPalScriptProvider options={{ ...setup.options, locale: LOCALE_SETTINGS[locale].paypal }}>
        <Buttons {...props} />
      </PayPalScriptProvider>
    </>
  );
}

function LoadFailed() {
  const { messages } = useCopy('checkout');
  return (
    <p role="alert" className="rounded-md border border-danger/50 bg-danger/10 px-4 py-3 text-sm">
      {messages.sdkLoadFailed}
    </p>
  );
}

function Buttons({ report, onInvalid, getIdToken, readCart, clearCart }: PayPalCheckoutProps) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const navigate = useNavigate();
  const locale = useLocale();
  const routes = useRoutes();
  const checkoutCopy = useCopy('checkout');
  const CHECKOUT_MESSAGES = checkoutCopy.messages;
  const productLabels = useProductLabels();
  const showNotice = useNoticeStore((state) => state.show);
  // Set when our own step failed and already said why, so onError does not say it again.
  const explained = useRef(false);
  // Each order's number and receipt token, by PayPal's id, from its creation (the capture's
  // answer never carries the token, and PayPal's buttons know the order by PayPal's id only).
  const createdOrders = useRef(new Map<string, PaidOrder>());
  /** The order as the buyer is told of it; PayPal's id only if its creation was never seen. */
  const paidOrder = (paypalId: string): PaidOrder =>
    createdOrders.current.get(paypalId) ?? { orderNumber: paypalId, receiptToken: null };

  /** The order is paid (or being finished by the shop): the checkout's state goes. */
  function leaveCheckout(): string | null {
    keepPaidAddress(getIdToken);
    clearCart();
    const receiptTo = useContactStore.getState().contact.email.trim() || null;
    useAddressStore.getState().clear();
    useContactStore.getState().clear();
    return receiptTo;
  }

  if (isRejected) return <LoadFailed />;
  if (isPending) {
    return <p className="text-sm text-ink-muted">{checkoutCopy.loadingPayments}</p>;
  }

  return (
    <PayPalButtons
      style={{ layout: 'vertical', shape: 'pill', label: 'pay', height: 48 }}
      createOrder={async () => {
        explained.current = false;
        report(null);
        const input = orderInputFrom(readCart());
        // Every field's problem at once: the contact (its phone read in the shipping country)
        // and the address, by the rules the server applies too. No order is made before.
        const contact = useContactStore.getState().contact;
        const typed = useAddressStore.getState().address;
        const shipsTo =
          input.needsAddress && isShippingCountry(typed.country) ? typed.country : null;
        const problems: CheckoutProblems = {
          contact: await checkContact(contact, input.needsAddress, shipsTo),
          address: input.needsAddress ? addressProblems(typed) : {},
        };
        if (Object.keys(problems.contact).length > 0 || Object.keys(problems.address).length > 0) {
          explained.current = true;
          onInvalid(problems);
          throw new Error('checkout details incomplete');
        }
        try {
          // The address goes with the order, so the shop can finish it if this page is closed.
          const address = shippingAddressFor(input, useAddressStore.getState().address);
          const created = await createOrder(
            {
              items: input.lines,
              totalCents: input.totalCents,
              // The specification's payload, `{ total }` in dollars, derived from the cents (a
              // number, as the spec sends it: the server reads it to the nearest cent).
              total: input.totalCents / 100,
              type: input.type,
              address,
              contact,
              locale,
            },
            await getIdToken().catch(() => null),
          );
          createdOrders.current.set(created.id, {
            orderNumber: created.orderNumber,
            receiptToken: created.receiptToken,
          });
          return created.id;
        } catch (error) {
          explained.current = true;
          if (error instanceof PaymentStepError && error.code === 'SOLD_OUT') {
            // Nothing was sent to PayPal: the cart and the buttons learn the units left.
            refreshStock();
            const title = findProduct(error.product ?? '')?.title ?? '';
            report({ tone: 'error', text: fill(CHECKOUT_MESSAGES.soldOut, { title }) });
          } else {
            report({ tone: 'error', text: CHECKOUT_MESSAGES.createFailed });
          }
          throw error;
        }
      }}
      onApprove={async (data, actions) => {
        const input = orderInputFrom(readCart());
        const address = shippingAddressFor(input, useAddressStore.getState().address);
        try {
          const result = await captureOrder(
            data.orderID,
            { type: input.type, items: input.lines, address },
            {
              idToken: await getIdToken().catch(() => null),
              receiptToken: paidOrder(data.orderID).receiptToken,
            },
          );
          // What was bought, where it goes and when: said in the notice, before the cart empties.
          const facts: PaidFacts = {
            lines: input.lines.map((line) => ({
              title: findProduct(line.id)?.title ?? line.id,
              quantity: line.quantity,
            })),
            shipTo: address ? addressLines(address, LOCALE_SETTINGS[locale].intl) : null,
            shipsFrom:
              input.lines
                .map((line) => productLabels.shipsFrom(findProduct(line.id) ?? {}))
                .find((label) => label !== null) ?? null,
          };
          const receiptTo = leaveCheckout();
          showNotice(CHECKOUT_MESSAGES.completed, 'success', {
            ...paidNotice(
              paidOrder(data.orderID),
              result,
              locale,
              CHECKOUT_MESSAGES,
              receiptTo,
              facts,
            ),
            // The buyer needs the order number and the receipt: it stays until dismissed.
            sticky: true,
          });
          navigate(routes.home);
        } catch (error) {
          explained.current = true;
          const outcome = error instanceof PaymentStepError ? error.outcome : 'failed';
          switch (outcome) {
            case 'choose-again':
              // The same order, another card or account: PayPal's window opens again.
              report({ tone: 'error', text: CHECKOUT_MESSAGES.declined });
              await actions.restart();
              return;
            case 'cart-changed':
              report({ tone: 'error', text: CHECKOUT_MESSAGES.cartChanged });
              return;
            case 'pay-again':
              report({ tone: 'error', text: CHECKOUT_MESSAGES.payAgain });
              return;
            case 'wait': {
              // The shop finishes this payment itself (and emails the receipt): the cart is
              // emptied so that nobody pays for it twice.
              const receiptTo = leaveCheckout();
              showNotice(CHECKOUT_MESSAGES.confirming, 'info', {
                details: [
                  fill(CHECKOUT_MESSAGES.orderNumber, {
                    orderNumber: paidOrder(data.orderID).orderNumber,
                  }),
                  receiptTo ? fill(CHECKOUT_MESSAGES.receiptSentTo, { email: receiptTo }) : null,
                ]
                  .filter(Boolean)
                  .join(' '),
                sticky: true,
              });
              navigate(routes.home);
              return;
            }
            case 'failed':
              report({ tone: 'error', text: CHECKOUT_MESSAGES.captureFailed });
          }
        }
      }}
      onCancel={() => report({ tone: 'info', text: CHECKOUT_MESSAGES.cancelled })}
      onError={() => {
        if (explained.current) return;
        report({ tone: 'error', text: CHECKOUT_MESSAGES.paymentError });
      }}
    />
  );
}
