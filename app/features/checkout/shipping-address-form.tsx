import { useEffect, useId, useLayoutEffect } from 'react';
import type { AddressField, AddressProblems } from '#domain/address';
import { addressLines } from '#domain/address-format';
import { useCopy, useIntlLocale, useLocale } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { AddressFields } from './address-fields';
import { FIRST_COUNTRY } from './address-options';
import { useAddressStore } from './address-store';
import { chooseAddress, fillFromAccount, NEW_ADDRESS, useSavedAddressStore } from './saved-address';

/**
 * The shipping address, shown when the cart holds a shipped good. A signed-in buyer with saved
 * addresses chooses one of them (the default chosen first) or a new one; the fields show for a new
 * address, and for a chosen one the checkout refused. Each field says what is wrong with it, under
 * it, once a payment was attempted. This module and its lists load with the form, never with the
 * page (first-paint budget).
 */
export default function ShippingAddressForm({
  problems,
  onEdit,
  getIdToken,
}: {
  problems: AddressProblems;
  /** Fields whose message has nothing left to say until the next attempt. */
  onEdit: (fields: AddressField[]) => void;
  /** The signed-in buyer's ID token (null for a guest): their saved addresses. */
  getIdToken: () => Promise<string | null>;
}) {
  const checkoutCopy = useCopy('checkout');
  const locale = useLocale();
  const intlLocale = useIntlLocale();
  const address = useAddressStore((state) => state.address);
  const setField = useAddressStore((state) => state.setField);
  const restore = useAddressStore((state) => state.restore);
  const { signedIn, keep, filled, setKeep, addresses, choice } = useSavedAddressStore();
  const choiceName = useId();

  // Before the form is first painted: a Pay pressed at once must not find the country (or a
  // stored address) still missing and say so. The form is drawn only in the browser.
  useLayoutEffect(() => restore(FIRST_COUNTRY[locale] ?? null), [restore, locale]);
  useEffect(() => {
    void fillFromAccount(getIdToken);
  }, [getIdToken]);

  const copy = checkoutCopy.address;
  const edit = (field: AddressField, value: string) => {
    setField(field, value);
    // The country decides the state's list and the postal code's rule: their messages go too.
    onEdit(field === 'country' ? ['country', 'state', 'zip'] : [field]);
  };
  const choose = (id: string) => {
    chooseAddress(id, FIRST_COUNTRY[locale] ?? null);
    onEdit(['country', 'street', 'line2', 'city', 'state', 'zip']);
  };
  const offered = signedIn && addresses.length > 0;
  const typing = !offered || choice === NEW_ADDRESS || Object.keys(problems).length > 0;

  return (
    <section
      aria-labelledby="shipping-heading"
      className="rounded-card border border-line bg-surface p-5 sm:p-6 md:p-8"
    >
      <h2 id="shipping-heading" className="text-xl font-semibold">
        {checkoutCopy.addressHeading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{checkoutCopy.addressIntro}</p>
      <p role="status" className={cn('text-sm text-holo-cyan', filled && 'mt-3')}>
        {filled ? copy.filledFromSaved : null}
      </p>
      {offered ? (
        <fieldset className="mt-6">
          <legend className="text-sm font-medium text-ink">{copy.savedChoice.legend}</legend>
          <div className="mt-3 grid gap-3">
            {[...addresses.map((entry) => entry.id), NEW_ADDRESS].map((id) => {
              const entry = addresses.find((saved) => saved.id === id);
              const checked = choice === id;
              return (
                <label
                  key={id}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-md border p-4 text-sm',
                    checked ? 'border-holo-cyan bg-void/60' : 'border-line-strong',
                  )}
                >
                  <input
                    type="radio"
                    name={choiceName}
                    value={id}
                    checked={checked}
                    onChange={() => choose(id)}
                    className="mt-0.5 size-5 shrink-0 accent-holo-cyan"
                  />
                  <span className="min-w-0 break-words text-ink">
                    {entry ? addressLines(entry.address, intlLocale).join(', ') : null}
                    {entry?.isDefault ? (
                      <span className="ml-2 rounded-full border border-holo-cyan px-2 py-0.5 text-xs text-holo-cyan">
                        {copy.savedChoice.defaultTag}
                      </span>
                    ) : null}
                    {entry ? null : copy.savedChoice.newAddress}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      {typing ? (
        <AddressFields address={address} problems={problems} onField={edit} className="mt-6" />
      ) : null}
      {signedIn && (!offered || choice === NEW_ADDRESS) ? (
        <label className="mt-6 flex cursor-pointer items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            name="keep-address"
            checked={keep}
            onChange={(event) => setKeep(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-holo-cyan"
          />
          <span>{copy.keepAddress}</span>
        </label>
      ) : null}
    </section>
  );
}
