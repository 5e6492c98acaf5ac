import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ADDRESS } from '#domain/address';
import type { ProfileAnswer } from '#domain/answers';
import { copyOf, WithI18n } from '#tests/support/i18n';
import { useAddressStore } from './address-store';
import { useContactStore } from './contact-store';
import { keepPaidAddress, NEW_ADDRESS, useSavedAddressStore } from './saved-address';
import ShippingAddressForm from './shipping-address-form';

/**
 * The signed-in buyer's saved addresses at checkout, against a fetch that answers as the server
 * does (server/account/account.test.ts checks the server itself): offered as choices with the
 * default chosen in an untouched form, never over what the buyer typed, the contact's empty name
 * and phone filled from the account, and a new address kept after paying unless the box is
 * unticked.
 */

const HOME = {
  street: 'Av. Álvaro Obregón 121',
  line2: 'Col. Roma Norte',
  city: 'Ciudad de México',
  state: 'CMX',
  zip: '06700',
  country: 'MX',
};
const WORK = {
  street: 'Calle Durango 200',
  city: 'Ciudad de México',
  state: 'CMX',
  zip: '06700',
  country: 'MX',
};
const at = '2026-11-20T10:00:00.000Z';
const BOOK: ProfileAnswer = {
  profile: { name: 'Ana López', phone: '+525512345678', emailLocale: null },
  addresses: [
    { id: 'home', address: HOME, isDefault: false, updatedAt: at },
    { id: 'work', address: WORK, isDefault: true, updatedAt: at },
  ],
};
const EMPTY_BOOK: ProfileAnswer = {
  profile: { name: null, phone: null, emailLocale: null },
  addresses: [],
};

const signedIn = async () => 'id-token-ana';
const guest = async () => null;

function answerWith(book: ProfileAnswer) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify(book), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
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
  useSavedAddressStore.setState({
    signedIn: false,
    keep: true,
    filled: false,
    addresses: [],
    choice: NEW_ADDRESS,
    needsDetails: false,
  });
});

afterEach(() => vi.restoreAllMocks());

describe('the saved addresses at checkout', () => {
  it('offers them with the default chosen, fills the empty contact, and types a new one on request', async () => {
    const fetch = answerWith(BOOK);
    const copy = renderForm(signedIn, 'es');
    const work = await screen.findByRole('radio', { name: /Calle Durango 200/ });
    await waitFor(() => expect(work).toBeChecked());
    expect(work).toHaveAccessibleName(expect.stringContaining(copy.address.savedChoice.defaultTag));
    expect(useAddressStore.getState().address).toMatchObject(WORK);
    // Not copied into the tab: a reload offers the account's addresses again.
    expect(window.sessionStorage.getItem('ely.checkout-address.v1')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(copy.address.filledFromSaved);
    // A chosen address shows no fields and no box: it is kept already.
    expect(screen.queryByRole('textbox', { name: copy.addressLabels.street })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(useContactStore.getState().contact).toMatchObject({
      name: 'Ana López',
      phone: '+52 55 1234 5678',
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/me/profile',
      expect.objectContaining({
        method: 'GET',
        headers: expect.objectContaining({ authorization: 'Bearer id-token-ana' }),
      }),
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Obregón/ }));
    expect(useAddressStore.getState().address).toMatchObject(HOME);
    await user.click(screen.getByRole('radio', { name: copy.address.savedChoice.newAddress }));
    expect(screen.getByRole('textbox', { name: copy.addressLabels.street })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: copy.address.keepAddress })).toBeChecked();
  });

  it('leaves what the buyer already typed, as a new address', async () => {
    useAddressStore.getState().setField('street', 'Insurgentes Sur 1');
    useContactStore.getState().setField('name', 'Bea');
    const fetch = answerWith(BOOK);
    const copy = renderForm(signedIn);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const fresh = await screen.findByRole('radio', { name: copy.address.savedChoice.newAddress });
    expect(fresh).toBeChecked();
    expect(screen.getByRole('textbox', { name: copy.addressLabels.street })).toHaveValue(
      'Insurgentes Sur 1',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(useContactStore.getState().contact.name).toBe('Bea');
  });

  it('asks nothing for a guest, and offers no box', async () => {
    const fetch = answerWith(BOOK);
    const copy = renderForm(guest);
    await screen.findByRole('textbox', { name: copy.addressLabels.street });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('keeps the paid order’s new address and the contact while the box is ticked, and not once unticked', async () => {
    const fetch = answerWith(EMPTY_BOOK);
    const copy = renderForm(signedIn);
    const box = await screen.findByRole('checkbox', { name: copy.address.keepAddress });
    await waitFor(() => expect(useSavedAddressStore.getState().needsDetails).toBe(true));
    useAddressStore.getState().fill(HOME);
    useContactStore.getState().setField('name', 'Ana López');
    useContactStore.getState().setField('phone', '55 1234 5678');

    keepPaidAddress(signedIn);
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/me/profile',
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/me/addresses');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ address: HOME, makeDefault: false });
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: 'Ana López',
      phone: '55 1234 5678',
    });

    fetch.mockClear();
    useSavedAddressStore.setState({ needsDetails: false });
    await userEvent.setup().click(box);
    expect(box).not.toBeChecked();
    keepPaidAddress(signedIn);
    expect(fetch).not.toHaveBeenCalled();
  });
});
