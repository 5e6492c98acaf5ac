import { useEffect } from 'react';
import type { AddressField } from '../../content/en/checkout';
import { useCopy } from '../../i18n/i18n';
import { useAddressStore } from './address-store';

const ADDRESS_FIELDS: readonly { name: AddressField; autoComplete: string }[] = [
  { name: 'street', autoComplete: 'shipping street-address' },
  { name: 'city', autoComplete: 'shipping address-level2' },
  { name: 'state', autoComplete: 'shipping address-level1' },
  { name: 'zip', autoComplete: 'shipping postal-code' },
  { name: 'country', autoComplete: 'shipping country-name' },
];

/** The five labelled address fields; shown only when the cart holds a shipped good. */
export function ShippingAddressForm({ invalid }: { invalid: boolean }) {
  const checkoutCopy = useCopy('checkout');
  const address = useAddressStore((state) => state.address);
  const setField = useAddressStore((state) => state.setField);
  const restore = useAddressStore((state) => state.restore);

  useEffect(() => restore(), [restore]);

  return (
    <section
      aria-labelledby="shipping-heading"
      className="rounded-card border border-line bg-surface p-6 md:p-8"
    >
      <h2 id="shipping-heading" className="text-xl font-semibold">
        {checkoutCopy.addressHeading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{checkoutCopy.addressIntro}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {ADDRESS_FIELDS.map((field) => {
          const id = `address-${field.name}`;
          const empty = address[field.name].trim() === '';
          return (
            <div key={field.name} className={field.name === 'street' ? 'sm:col-span-2' : undefined}>
              <label htmlFor={id} className="block text-sm font-medium text-ink">
                {checkoutCopy.addressLabels[field.name]}
              </label>
              <input
                id={id}
                name={field.name}
                type="text"
                required
                autoComplete={field.autoComplete}
                value={address[field.name]}
                onChange={(event) => setField(field.name, event.target.value)}
                aria-invalid={invalid && empty ? true : undefined}
                aria-describedby={invalid && empty ? 'checkout-message' : undefined}
                maxLength={200}
                className="mt-2 block h-12 w-full rounded-md border border-line-strong bg-void/60 px-4 text-base text-ink placeholder:text-ink-subtle focus:border-holo-cyan focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 aria-invalid:border-danger"
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}
