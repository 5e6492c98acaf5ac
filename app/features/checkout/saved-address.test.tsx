import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ADDRESS } from '../../../domain/address';
import { copyOf, WithI18n } from '../../../tests/support/i18n';
import { useAddressStore } from './address-store';
import { useContactStore } from './contact-store';
import { keepPaidAddress, useSavedAddressStore } from './saved-address';
import ShippingAddressForm from './shipping-address-form';

/**
 * The signed-in buyer's saved address at checkout, against a fetch that answers as the server
 * does (server/account/account.test.ts checks the server itself): filled into an untouched form,
 * never over what the buyer typed, and kept after paying unless the box is unticked.
 */

const SAVED = {
  name: 'Ana López',
  phone: '+525512345678',
  address: {
    street: 'Av. Álvaro Obregón 121',
    line2: 'Col. Roma Norte',
    city: 'Ciudad de México',
    state: 'CMX',
    zip: '06700',
    country: 'MX',
  },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const signedIn = async () => 'id-token-ana';
const guest = async () => null;

function answerWith(savedAddress: typeof SAVED | null) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const body =
      init?.method === 'PUT'
        ? { ...JSON.parse(String(init.body)), updatedAt: SAVED.updatedAt }
        : savedAddress;
    return new Response(JSON.stringify({ savedAddress: body }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

function renderForm(getIdToken: () => Promise<string | null>, locale: 'en' | 'es' = 'en') {
  render(
    <WithI18n locale={locale}>
      <ShippingAddressForm problems={{}} onEdit={() => {}} getIdToken={getIdToken} />
    </WithI18n>,
  );
  return copyOf(locale).checkout;
}

beforeEach(() => {
  window.sessionStorage.clear();
  useAddressStore.setState({ address: EMPTY_ADDRESS });
  useContactStore.setState({ contact: { email: '', name: '', phone: '' } });
  useSavedAddressStore.setState({ signedIn: false, keep: true, filled: false });
});

afterEach(() => vi.restoreAllMocks());

describe('the saved address at checkout', () => {
  it('fills an untouched form and the empty contact fields, says so, and offers to keep it', async () => {
    const fetch = answerWith(SAVED);
    const copy = renderForm(signedIn, 'es');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: copy.addressLabels.street })).toHaveValue(
        SAVED.address.street,
      ),
    );
    expect(screen.getByRole('combobox', { name: copy.addressLabels.state })).toHaveValue('CMX');
    expect(screen.getByRole('status')).toHaveTextContent(copy.address.filledFromSaved);
    expect(screen.getByRole('checkbox', { name: copy.address.keepAddress })).toBeChecked();
    expect(useContactStore.getState().contact).toMatchObject({
      name: 'Ana López',
      phone: '+52 55 1234 5678',
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/me/address',
      expect.objectContaining({
        method: 'GET',
        headers: expect.objectContaining({ authorization: 'Bearer id-token-ana' }),
      }),
    );
  });

  it('leaves what the buyer already typed', async () => {
    useAddressStore.getState().setField('street', 'Calle Durango 200');
    useContactStore.getState().setField('name', 'Bea');
    const fetch = answerWith(SAVED);
    const copy = renderForm(signedIn);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await screen.findByRole('checkbox', { name: copy.address.keepAddress });
    expect(screen.getByRole('textbox', { name: copy.addressLabels.street })).toHaveValue(
      'Calle Durango 200',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(useContactStore.getState().contact.name).toBe('Bea');
  });

  it('asks nothing for a guest, and offers no box', async () => {
    const fetch = answerWith(SAVED);
    const copy = renderForm(guest);
    await screen.findByRole('textbox', { name: copy.addressLabels.street });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('keeps the paid order’s address while the box is ticked, and not once unticked', async () => {
    const fetch = answerWith(null);
    const copy = renderForm(signedIn);
    const box = await screen.findByRole('checkbox', { name: copy.address.keepAddress });
    useAddressStore.getState().fill(SAVED.address);
    useContactStore.getState().setField('name', 'Ana López');
    useContactStore.getState().setField('phone', '55 1234 5678');

    keepPaidAddress(signedIn);
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/me/address',
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: 'Ana López',
      phone: '55 1234 5678',
      address: SAVED.address,
    });

    fetch.mockClear();
    await userEvent.setup().click(box);
    expect(box).not.toBeChecked();
    keepPaidAddress(signedIn);
    expect(fetch).not.toHaveBeenCalled();
  });
});
