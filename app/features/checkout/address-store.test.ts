import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from '#domain/address';
import { SHIPPING_COUNTRIES } from '#domain/countries';
import { subdivisionsOf } from '#domain/subdivisions';
import { useAddressStore } from './address-store';

const STORAGE_KEY = 'ely.checkout-address.v1';
const country = fc.constantFrom(...SHIPPING_COUNTRIES);
/** A state as the form may hold it: a listed code of some country, or typed text. */
const state = fc.oneof(
  fc.constantFrom(
    ...['MX', 'US', 'CA'].flatMap((c) => (subdivisionsOf(c) ?? []).map((s) => s.code)),
  ),
  fc.string({ maxLength: 20 }),
);

describe('the checkout’s address store', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    useAddressStore.getState().clear();
  });

  it('property: a new country never keeps a state that is not its own', () => {
    fc.assert(
      fc.property(country, state, country, (from, typed, to) => {
        const { setField } = useAddressStore.getState();
        useAddressStore.setState({ address: { ...EMPTY_ADDRESS, line2: '', country: from } });
        setField('state', typed);
        setField('country', to);
        const kept = useAddressStore.getState().address.state;
        const listed = subdivisionsOf(to);
        if (listed) {
          // A listed country keeps only one of its own codes.
          expect(kept === '' || listed.some((s) => s.code === kept)).toBe(true);
        } else if (subdivisionsOf(from)) {
          // From a list to free text: a code such as 'CMX' means nothing there.
          expect(kept).toBe('');
        } else {
          expect(kept).toBe(typed);
        }
      }),
    );
  });

  it('keeps the state when the country stays the same, and stores what was typed', () => {
    const { setField } = useAddressStore.getState();
    setField('country', 'MX');
    setField('state', 'JAL');
    setField('country', 'MX');
    expect(useAddressStore.getState().address).toMatchObject({ country: 'MX', state: 'JAL' });
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({
      country: 'MX',
      state: 'JAL',
    });
  });

  it('restores an address typed before codes: its street and postal code kept, country and state asked again', () => {
    window.sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        street: 'Calle Durango 214',
        city: 'Ciudad de México',
        state: 'CDMX',
        zip: '06700',
        country: 'México',
      }),
    );
    useAddressStore.getState().restore(null);
    expect(useAddressStore.getState().address).toMatchObject({
      street: 'Calle Durango 214',
      zip: '06700',
      country: '',
      state: 'CDMX',
    });
  });

  it('a Spanish page starts from Mexico when nothing was chosen; a chosen country stays', () => {
    useAddressStore.getState().restore('MX');
    expect(useAddressStore.getState().address.country).toBe('MX');
    useAddressStore.getState().setField('country', 'ES');
    useAddressStore.getState().restore('MX');
    expect(useAddressStore.getState().address.country).toBe('ES');
  });
});
