// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SDK_SCRIPT } from './sdk-script';

/**
 * The stand-in's subscribe button, as @paypal/react-paypal-js drives it with `createSubscription`
 * (intent=subscription&vault=true): its name, the page's createSubscription with the SDK's
 * `actions.subscription.create`, the approval dialog, and onApprove's `subscriptionID`.
 */

interface PayPalNamespace {
  Buttons(props: Record<string, unknown>): {
    render(container: HTMLElement): Promise<void>;
  };
}

interface SubscriptionActions {
  subscription: { create(body: object): Promise<string> };
}

const SUBSCRIPTION_ID = 'I-BW452GLLEP1G';

configure({ asyncUtilTimeout: 15_000 });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  document.body.innerHTML = '<div id="buttons"></div>';
  fetchMock = vi.fn(async (url: string) => {
    const path = new URL(url).pathname;
    if (path.endsWith('/approve')) {
      return new Response(JSON.stringify({ id: SUBSCRIPTION_ID, status: 'ACTIVE' }));
    }
    return new Response(JSON.stringify({ id: SUBSCRIPTION_ID, status: 'APPROVAL_PENDING' }), {
      status: path.endsWith('/cancel') ? 200 : 201,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  new Function(SDK_SCRIPT)();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function subscribe(props: Record<string, unknown>) {
  const paypal = (window as unknown as { paypal: PayPalNamespace }).paypal;
  await paypal.Buttons(props).render(document.getElementById('buttons') as HTMLElement);
  screen.getByRole('button', { name: 'Subscribe with PayPal (test)' }).click();
  return within(await screen.findByRole('dialog'));
}

describe('the stand-in subscribe button', () => {
  it('creates through actions.subscription.create, approves, and hands onApprove the subscriptionID', async () => {
    const onApprove = vi.fn();
    const createSubscription = vi.fn((_data: unknown, actions: SubscriptionActions) =>
      actions.subscription.create({ plan_id: 'P-PLAN' }),
    );
    const dialog = await subscribe({ createSubscription, onApprove });
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost:3000/__paypal/sdk/subscriptions',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ plan_id: 'P-PLAN' }) }),
    );
    expect(dialog.queryByRole('button', { name: 'Decline card' })).toBeNull();
    dialog.getByRole('button', { name: 'Approve payment' }).click();
    await waitFor(() => expect(onApprove).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledWith(
      `http://localhost:3000/__paypal/sdk/subscriptions/${SUBSCRIPTION_ID}/approve`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(onApprove.mock.calls[0]?.[0]).toMatchObject({ subscriptionID: SUBSCRIPTION_ID });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels: onCancel, never onApprove', async () => {
    const onApprove = vi.fn();
    const onCancel = vi.fn();
    const dialog = await subscribe({
      createSubscription: async () => SUBSCRIPTION_ID,
      onApprove,
      onCancel,
    });
    dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(onCancel).toHaveBeenCalledWith({ subscriptionID: SUBSCRIPTION_ID });
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('reports a createSubscription that gives no id to onError, with no dialog', async () => {
    const onError = vi.fn();
    const paypal = (window as unknown as { paypal: PayPalNamespace }).paypal;
    await paypal
      .Buttons({ createSubscription: async () => '', onError })
      .render(document.getElementById('buttons') as HTMLElement);
    screen.getByRole('button', { name: 'Subscribe with PayPal (test)' }).click();
    await waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
