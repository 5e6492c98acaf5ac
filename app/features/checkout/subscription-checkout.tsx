import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import { useRef } from 'react';
import type { Contact } from '#domain/contact';
import type { ActivateSubscriptionAnswer, SubscriptionConfigAnswer } from '#domain/subscription';
import { LOCALE_SETTINGS } from '#site/locales';
import type { SubscribeWords } from '../../content/en/checkout';
import { useLocale } from '../../i18n/i18n';
import { fill } from '../../lib/message-format';
import { useNoticeStore } from '../../lib/notice-store';
import { loadSubscriptionConfig, shopLongDate } from '../../lib/subscription-config';
import { useLoad } from '../../lib/use-load';
import type { CheckoutMessage } from './checkout-message';
import { type ContactProblems, checkContact } from './contact-fields';
import { pageCspNonce } from './paypal-config';

/**
 * Custom ELY by the month: PayPal's subscribe button (the SDK loaded with
 * intent=subscription&vault=true), approved with `createSubscription` on the shop's plan; once
 * PayPal approves, the server is told (`POST /api/subscriptions/:id/activate`, with the contact)
 * and asks PayPal itself before it records anything; then 'Payment completed ✅' with the code and
 * the next payment's day (the site's notice). Loaded after the first paint, in the Pay button's
 * chunk: at checkout when the cart holds Custom ELY, and on /ely once the visitor opens Custom
 * ELY's Subscribe. Each page passes its words and its contact (the same rules: an email).
 */

interface SubscriptionCheckoutProps {
  words: SubscribeWords;
  /** The contact at the moment PayPal's button asks (the button does not re-render). */
  readContact: () => Contact;
  report: (message: CheckoutMessage | null) => void;
  /** The contact fails its rules (a subscription ships nothing: no address is asked). */
  onInvalid: (problems: { contact: ContactProblems; address: Record<string, never> }) => void;
  getIdToken: () => Promise<string | null>;
  /** Recorded and told: what the page does next (empty the cart, say it in the card). */
  onSubscribed: (answer: ActivateSubscriptionAnswer) => void;
}

type Setup = { config: SubscriptionConfigAnswer; nonce: string | undefined };

/** The configuration is the page's one answer: /ely's card asked it already to show the launch. */
async function loadSetup(): Promise<Setup> {
  return { config: await loadSubscriptionConfig(), nonce: pageCspNonce() };
}

export default function SubscriptionCheckout(props: SubscriptionCheckoutProps) {
  const { words } = props;
  const locale = useLocale();
  const { state } = useLoad(loadSetup);
  const setup = state.kind === 'ready' ? state.value : state.kind === 'failed' ? 'failed' : null;

  if (setup === 'failed') return <LoadFailed words={words} />;
  if (setup === null) {
    return <p className="text-sm text-ink-muted">{words.loadingPayments}</p>;
  }
  const { config, nonce } = setup;
  if (!config.planId || Date.parse(config.launch) > Date.now()) {
    return (
      <p className="rounded-md border border-line px-4 py-3 text-sm text-ink-muted">
        {fill(words.subscriptionOpens, {
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
          {words.testModeBanner}
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

function LoadFailed({ words }: { words: SubscribeWords }) {
  return (
    <p role="alert" className="rounded-md border border-danger/50 bg-danger/10 px-4 py-3 text-sm">
      {words.sdkLoadFailed}
    </p>
  );
}

function SubscribeButton({
  words,
  readContact,
  report,
  onInvalid,
  getIdToken,
  onSubscribed,
  planId,
}: SubscriptionCheckoutProps & { planId: string }) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const locale = useLocale();
  const showNotice = useNoticeStore((state) => state.show);
  const explained = useRef(false);

  if (isRejected) return <LoadFailed words={words} />;
  if (isPending) return <p className="text-sm text-ink-muted">{words.loadingPayments}</p>;

  return (
    <PayPalButtons
      style={{ layout: 'vertical', shape: 'pill', label: 'subscribe', height: 48 }}
      createSubscription={async (_data, actions) => {
        explained.current = false;
        report(null);
        const contact = readContact();
        const problems = await checkContact(contact, false, null);
        if (Object.keys(problems).length > 0) {
          explained.current = true;
          onInvalid({ contact: problems, address: {} });
          throw new Error('checkout details incomplete');
        }
        return actions.subscription.create({ plan_id: planId });
      }}
      onApprove={async (data) => {
        const contact = readContact();
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
          showNotice(words.completed, 'success', {
            details: [
              fill(words.subscriptionCode, { code: answer.codigo }),
              answer.nextBillingAt
                ? fill(words.subscriptionNextPayment, {
                    date: shopLongDate(answer.nextBillingAt, locale),
                  })
                : null,
              fill(words.receiptSentTo, { email: contact.email.trim() }),
            ]
              .filter(Boolean)
              .join(' '),
            sticky: true,
          });
          onSubscribed(answer);
        } catch {
          explained.current = true;
          report({ tone: 'error', text: words.captureFailed });
        }
      }}
      onCancel={() => report({ tone: 'info', text: words.cancelled })}
      onError={() => {
        if (explained.current) return;
        report({ tone: 'error', text: words.paymentError });
      }}
    />
  );
}
