// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SDK_SCRIPT } from './sdk-script';

/** The stand-in's browser script, as @paypal/react-paypal-js drives it: Buttons → render → click. */

interface PayPalNamespace {
  Buttons(props: Record<string, unknown>): {
    isEligible(): boolean;
    render(container: HTMLElement): Promise<void>;
    close(): Promise<void>;
  };
}

const ORDER_ID = '5O190127TN364715T';

// Wait for the DOM as long as a busy machine needs (the setup file's setting, for this jsdom file).
configure({ asyncUtilTimeout: 15_000 });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  document.body.innerHTML = '<div id="buttons"></div>';
  fetchMock = vi.fn(async (url: string) => {
    const path = new URL(url).pathname;
    if (path.endsWith('/approve') || path.endsWith('/decline')) {
      return new Response(
        JSON.stringify({ id: ORDER_ID, status: 'APPROVED', payerID: 'PAYER123' }),
      );
    }
    if (path.endsWith('/cancel')) return new Response(JSON.stringify({ id: ORDER_ID }));
    return new Response(
      JSON.stringify({ id: ORDER_ID, amount: { value: '782.00', currency_code: 'USD' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  new Function(SDK_SCRIPT)();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderButtons(props: Record<string, unknown>) {
  const paypal = (window as unknown as { paypal: PayPalNamespace }).paypal;
  const buttons = paypal.Buttons(props);
  expect(buttons.isEligible()).toBe(true);
  await buttons.render(document.getElementById('buttons') as HTMLElement);
  return buttons;
}

async function openDialog(props: Record<string, unknown>) {
  await renderButtons(props);
  screen.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
  return within(await screen.findByRole('dialog'));
}

describe('the stand-in PayPal script', () => {
  it('approves: the stand-in order is approved before onApprove gets orderID and payerID', async () => {
    const onApprove = vi.fn();
    const createOrder = vi.fn(async () => ORDER_ID);
    const dialog = await openDialog({ createOrder, onApprove });
    expect(createOrder).toHaveBeenCalledOnce();
    dialog.getByRole('button', { name: 'Approve payment' }).click();
    await waitFor(() => expect(onApprove).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledWith(
      `http://localhost:3000/__paypal/sdk/orders/${ORDER_ID}/approve`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(onApprove.mock.calls[0]?.[0]).toMatchObject({ orderID: ORDER_ID, payerID: 'PAYER123' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('declines: marks the card declined, then hands over to onApprove so the capture sees it', async () => {
    const onApprove = vi.fn();
    const dialog = await openDialog({ createOrder: async () => ORDER_ID, onApprove });
    dialog.getByRole('button', { name: 'Decline card' }).click();
    await waitFor(() => expect(onApprove).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledWith(
      `http://localhost:3000/__paypal/sdk/orders/${ORDER_ID}/decline`,
      expect.anything(),
    );
  });

  it('cancels: onCancel gets the order id and onApprove is never called', async () => {
    const onApprove = vi.fn();
    const onCancel = vi.fn();
    const dialog = await openDialog({ createOrder: async () => ORDER_ID, onApprove, onCancel });
    dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(onCancel).toHaveBeenCalledWith({ orderID: ORDER_ID });
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('reports a failing createOrder to onError and opens no dialog', async () => {
    const onError = vi.fn();
    await renderButtons({
      createOrder: async () => Promise.reject(new Error('create failed')),
      onError,
    });
    screen.getByRole('button', { name: 'Pay with PayPal (test)' }).click();
    await waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(onError.mock.calls[0]?.[0]).toEqual(new Error('create failed'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('restarts after a decline by opening the dialog again, saying the card was declined', async () => {
    let restart: (() => Promise<void>) | undefined;
    const onApprove = vi.fn((_data: unknown, actions: { restart(): Promise<void> }) => {
      restart = actions.restart;
    });
    const dialog = await openDialog({ createOrder: async () => ORDER_ID, onApprove });
    expect(dialog.queryByRole('alert')).toBeNull();
    dialog.getByRole('button', { name: 'Decline card' }).click();
    await waitFor(() => expect(onApprove).toHaveBeenCalledOnce());
    await restart?.();
    const reopened = within(await screen.findByRole('dialog'));
    expect(reopened.getByRole('alert').textContent).toBe(
      'The card was declined. Try another card, or cancel.',
    );
  });

  it('shows no test-mode note of its own: the page explains test mode', async () => {
    await renderButtons({ createOrder: async () => ORDER_ID });
    expect(screen.queryByText(/Test mode/)).toBeNull();
  });

  it('close() removes the button', async () => {
    const buttons = await renderButtons({ createOrder: async () => ORDER_ID });
    await buttons.close();
    expect(screen.queryByRole('button', { name: 'Pay with PayPal (test)' })).toBeNull();
  });
});
