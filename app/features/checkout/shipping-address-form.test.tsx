import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AddressField,
  type AddressProblems,
  addressProblems,
  EMPTY_ADDRESS,
} from '#domain/address';
import type { Locale } from '#site/locales';
import { probeAtFirstPaint } from '#tests/support/first-paint';
import { copyOf, WithI18n } from '#tests/support/i18n';
import { useAddressStore } from './address-store';
import ShippingAddressForm from './shipping-address-form';

/** A visitor who is not signed in: no saved address is asked for. */
const guest = async () => null;

/** The form as the checkout holds it: problems shown after an attempt, each gone once edited. */
function Harness({
  initial,
  onEdit,
}: {
  initial: AddressProblems;
  onEdit: (f: AddressField[]) => void;
}) {
  const [problems, setProblems] = useState(initial);
  return (
    <ShippingAddressForm
      problems={problems}
      getIdToken={guest}
      onEdit={(fields) => {
        onEdit(fields);
        setProblems((shown) => {
          const rest = { ...shown };
          for (const field of fields) delete rest[field];
          return rest;
        });
      }}
    />
  );
}

function setup(locale: Locale = 'en', problems: AddressProblems = {}) {
  const onEdit = vi.fn();
  render(
    <WithI18n locale={locale}>
      <Harness initial={problems} onEdit={onEdit} />
    </WithI18n>,
  );
  return { user: userEvent.setup(), onEdit, copy: copyOf(locale).checkout };
}

beforeEach(() => {
  window.sessionStorage.clear();
  useAddressStore.setState({ address: EMPTY_ADDRESS });
});

describe('ShippingAddressForm', () => {
  it('labels every field; the country and, where it has a list, the state are chosen', async () => {
    const { user, copy } = setup();
    const country = await screen.findByRole('combobox', { name: 'Country' });
    expect(within(country).getByRole('option', { name: 'Mexico' })).toHaveValue('MX');
    expect(within(country).getByRole('option', { name: 'Germany' })).toHaveValue('DE');
    expect(within(country).queryByRole('option', { name: 'North Korea' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Street and number' })).toBeRequired();
    const line2 = screen.getByRole('textbox', { name: /Neighborhood, apartment, references/ });
    expect(line2).not.toBeRequired();
    expect(line2).toHaveAccessibleName('Neighborhood, apartment, references (optional)');
    expect(line2).toHaveAccessibleDescription(copy.address.line2Hint);
    // No country yet: the state is typed.
    expect(screen.getByRole('textbox', { name: 'State or province' })).toBeRequired();

    await user.selectOptions(country, 'MX');
    const state = screen.getByRole('combobox', { name: 'State or province' });
    expect(within(state).getAllByRole('option')).toHaveLength(33);
    expect(within(state).getByRole('option', { name: 'Mexico City' })).toHaveValue('CMX');
    await user.selectOptions(state, 'CMX');
    expect(useAddressStore.getState().address).toMatchObject({ country: 'MX', state: 'CMX' });

    // Another country with no list: the code means nothing there, the field is typed again.
    await user.selectOptions(country, 'DE');
    expect(screen.getByRole('textbox', { name: 'State or province' })).toHaveValue('');
  });

  it('says what is wrong under each field, tied to it, in the order of the form', () => {
    setup('en', addressProblems(EMPTY_ADDRESS));
    const { problems } = copyOf('en').checkout.address;
    const expected: [string, string][] = [
      ['Country', problems.countryRequired],
      ['Street and number', problems.streetRequired],
      ['City', problems.cityRequired],
      ['State or province', problems.stateRequired],
      ['ZIP or postal code', problems.zipRequired],
    ];
    for (const [label, message] of expected) {
      const field = screen.getByLabelText(label, { exact: true });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    const shown = screen.getAllByText((_, element) =>
      Boolean(element?.id.startsWith('address-') && element.id.endsWith('-error')),
    );
    expect(shown.map((element) => element.textContent)).toEqual(expected.map(([, m]) => m));
    expect(screen.getByLabelText(/Neighborhood/)).not.toHaveAttribute('aria-invalid');
  });

  it('words a postal code by its country’s rule, and a state to choose from the list', async () => {
    useAddressStore.setState({ address: { ...EMPTY_ADDRESS, country: 'CA', zip: '12345' } });
    setup('en', { state: 'stateRequired', zip: 'zipInvalid' });
    const { address } = copyOf('en').checkout;
    expect(
      await screen.findByRole('combobox', { name: 'State or province' }),
    ).toHaveAccessibleDescription(address.problems.stateChoose);
    expect(screen.getByLabelText('ZIP or postal code')).toHaveAccessibleDescription(
      address.zipInvalid.CA,
    );
  });

  it('lets go of a field’s message as the buyer edits it; a new country lets go of the state’s and the code’s', async () => {
    const { user, onEdit } = setup('en', addressProblems(EMPTY_ADDRESS));
    const street = screen.getByLabelText('Street and number');
    await user.type(street, 'Calle Durango 263');
    expect(street).not.toHaveAttribute('aria-invalid');
    expect(onEdit).toHaveBeenCalledWith(['street']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'US');
    expect(onEdit).toHaveBeenCalledWith(['country', 'state', 'zip']);
    expect(screen.getByRole('combobox', { name: 'State or province' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
  });

  it('writes a Canadian postal code as Canada Post does once the buyer leaves it', async () => {
    useAddressStore.setState({ address: { ...EMPTY_ADDRESS, country: 'CA' } });
    const { user } = setup();
    const zip = await screen.findByLabelText('ZIP or postal code');
    await user.type(zip, 'k1a0b1');
    await user.tab();
    expect(zip).toHaveValue('K1A 0B1');
    expect(useAddressStore.getState().address.zip).toBe('K1A 0B1');
  });

  it('on a Spanish page: Spanish names, Mexico first and chosen, Mexican states', async () => {
    setup('es');
    const { addressLabels } = copyOf('es').checkout;
    const country = await screen.findByRole('combobox', { name: addressLabels.country });
    expect(country).toHaveValue('MX');
    const options = within(country).getAllByRole('option');
    expect(options[1]).toHaveTextContent('México');
    expect(within(country).getByRole('option', { name: 'Estados Unidos' })).toHaveValue('US');
    const state = screen.getByRole('combobox', { name: addressLabels.state });
    expect(within(state).getByRole('option', { name: 'Ciudad de México' })).toHaveValue('CMX');
  });

  it('has chosen Mexico, or put back the stored address, before the form is first painted', () => {
    // What a Pay pressed at once would read: the store as the form is first painted.
    const { Probe: AfterTheForm, seen: painted } = probeAtFirstPaint(() => {
      const { country, city } = useAddressStore.getState().address;
      return `${country} ${city}`;
    });
    const { unmount } = render(
      <WithI18n locale="es">
        <Harness initial={{}} onEdit={vi.fn()} />
        <AfterTheForm />
      </WithI18n>,
    );
    unmount();
    useAddressStore.getState().setField('country', 'US');
    useAddressStore.getState().setField('city', 'Austin');
    useAddressStore.setState({ address: EMPTY_ADDRESS });
    render(
      <WithI18n locale="es">
        <Harness initial={{}} onEdit={vi.fn()} />
        <AfterTheForm />
      </WithI18n>,
    );
    expect(painted).toEqual(['MX ', 'US Austin']);
  });

  it('keeps valid HTML: one id per control, each label for its control', () => {
    const { container } = render(
      <WithI18n>
        <ShippingAddressForm
          problems={addressProblems(EMPTY_ADDRESS)}
          onEdit={() => {}}
          getIdToken={guest}
        />
      </WithI18n>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const label of container.querySelectorAll('label')) {
      expect(container.querySelector(`#${label.htmlFor}`), label.htmlFor).not.toBeNull();
    }
  });
});
