import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { ActivateSubscriptionAnswer, SubscriptionConfigAnswer } from '#domain/subscription';
import { LOCALE_SETTINGS } from '#site/locales';
import { useCopy, useLocale, useRoutes } from '../../i18n/i18n';
import { fill } from '../../lib/message-format';
import { useNoticeStore } from '../../lib/notice-store';
import { loadSubscriptionConfig, shopLongDate } from '../../lib/subscription-config';
import { useLoad } from '../../lib/use-load';
import type { CheckoutMessage } from './checkout-message';
import { type ContactProblems, checkContact } from './contact-fields';
import { useContactStore } from './contact-store';
import { pageCspNonce } from './paypal-config';

/**
 * Custom ELY by the month: PayPal's subscribe button (the SDK loaded with
 * intent=subscription&vault=true), approved with `createSubscription` on the shop's plan; once
 * PayPal approves, the server is told (`POST /api/subscriptions/:id/activate`, with the contact)
 * and asks PayPal itself before it records anything. Loaded only at checkout, in a chunk of its
 * own, when the cart holds Custom ELY.
 */

interface SubscriptionCheckoutProps {
  report: (message: CheckoutMessage | null) => void;
  /** The contact fails its rules (a subscription ships nothing: no address is asked). */
  onInvalid: (problems: { contact: ContactProblems; address: Record<string, never> }) => void;
  getIdToken: () => Promise<string | null>;
  clearCart: () => void;
}

type Setup = { config: SubscriptionConfigAnswer; nonce: string | undefined };

async function loadSetup(signal: AbortSignal): Promise<Setup> {
  return { config: await loadSubscriptionConfig(signal), nonce: pageCspNonce() };
}

export default function SubscriptionCheckout(props: SubscriptionCheckoutProps) {
  const checkoutCopy = useCopy('checkout');
  const locale = useLocale();
  const { state } = useLoad(loadSetup);
  const setup = state.kind === 'ready' ? state.value : state.kind === 'failed' ? 'failed' : null;

  if (setup === 'failed') return <LoadFailed />;
  if (setup === null) {
    return <p className="text-sm text-ink-muted">{checkoutCopy.loadingPayments}</p>;
  }
  const { config, nonce } = setup;
  if (!config.planId || Date.parse(config.launch) > Date.now()) {
    return (
      <p className="rounded-md border border-line px-4 py-3 text-sm text-ink-muted">
        {fill(checkoutCopy.messages.subscriptionOpens, {
          date: shopLongDate(config.launch, locale),
        })}
      </p>
    );
  }
  const planId = config.planId;
  return (
    <>
      {config.sdkBaseUrl ? (
        <p
          data-testid="test-mode-banner"
          className="rounded-md border border-warning/50 bg-warning/10 px-4 py-3 text-sm text-ink"
        >
          {checkoutCopy.testModeBanner}
        </p>
      ) : null}
      <PayPalScriptProvider
        options={{
          clientId: config.clientId,
          currency: 'USD',
          intent: 'subscription',
          vault: true,
          components: 'buttons',
          locale: LOCALE_SETTINGS[locale].paypal,
          ...(nonce ? { dataCspNonce: nonce } : {}),
          ...(config.sdkBaseUrl
            ? { sdkBaseUrl: config.sdkBaseUrl }
            : { environment: config.mode === 'live' ? 'production' : 'sandbox' }),
        }}
      >
        <SubscribeButton {...props} planId={planId} />
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

function SubscribeButton({
  report,
  onInvalid,
  getIdToken,
  clearCart,
  planId,
}: SubscriptionCheckoutProps & { planId: string }) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const navigate = useNavigate();
  const locale = useLocale();
  const routes = useRoutes();
  const { messages, loadingPayments } = useCopy('checkout');
  const showNotice = useNoticeStore((state) => state.show);
  const explained = useRef(false);

  if (isRejected) return <LoadFailed />;
  if (isPending) return <p className="text-sm text-ink-muted">{loadingPayments}</p>;

  return (
    <PayPalButtons
      style={{ layout: 'vertical', shape: 'pill', label: 'subscribe', height: 48 }}
      createSubscription={async (_data, actions) => {
        explained.current = false;
        report(null);
        const contact = useContactStore.getState().contact;
        const problems = await checkContact(contact, false, null);
        if (Object.keys(problems).length > 0) {
          explained.current = true;
          onInvalid({ contact: problems, address: {} });
          throw new Error('checkout details incomplete');
        }
        return actions.subscription.create({ plan_id: planId });
      }}
      onApprove={async (data) => {
        const contact = useContactStore.getState().contact;
        const idToken = await getIdToken().catch(() => null);
        try {
          const response = await fetch(
            `/api/subscriptions/${encodeURIComponent(data.subscriptionID ?? '')}/activate`,
            {
              method: 'POST',
              headers: {
                accept: 'application/json',
                'content-type': 'application/json',
                ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
              },
              body: JSON.stringify({ contact, locale }),
            },
          );
          if (!response.ok) throw new Error(`activate: HTTP ${response.status}`);
          const answer = (await response.json()) as ActivateSubscriptionAnswer;
          clearCart();
          useContactStore.getState().clear();
          showNotice(messages.completed, 'success', {
            details: [
              fill(messages.subscriptionCode, { code: answer.codigo }),
              answer.nextBillingAt
                ? fill(messages.subscriptionNextPayment, {
                    date: shopLongDate(answer.nextBillingAt, locale),
                  })
                : null,
              fill(messages.receiptSentTo, { email: contact.email.trim() }),
            ]
              .filter(Boolean)
              .join(' '),
            sticky: true,
          });
          navigate(routes.home);
        } catch {
          explained.current = true;
          report({ tone: 'error', text: messages.captureFailed });
        }
      }}
      onCancel={() => report({ tone: 'info', text: messages.cancelled })}
      onError={() => {
        if (explained.current) return;
        report({ tone: 'error', text: messages.paymentError });
      }}
    />
  );
}
