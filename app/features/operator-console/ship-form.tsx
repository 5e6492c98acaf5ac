import { type FormEvent, useState } from 'react';
import { KNOWN_CARRIERS } from '../../../domain/carriers';
import { Button } from '../../components/ui/button';
import type { ConsoleApi } from './console-api';
import { useConsoleWords } from './console-copy';
import { InputField, Message, SelectField } from './console-ui';

const OTHER = 'other';

/**
 * Carrier and tracking number for an order ready to ship. A carrier the shop knows needs only the
 * number (its tracking page is linked by the server); another carrier is named, with an optional
 * https link. The server checks everything again and says what it refuses.
 */
export function ShipForm({
  api,
  orderId,
  onShipped,
}: {
  api: ConsoleApi;
  orderId: string;
  onShipped: (message: string) => void;
}) {
  const { shipCopy } = useConsoleWords();
  const [carrier, setCarrier] = useState(KNOWN_CARRIERS[0]?.name ?? OTHER);
  const [otherName, setOtherName] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const other = carrier === OTHER;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await api.ship(orderId, {
        carrier: other ? otherName : carrier,
        trackingNumber,
        ...(other && trackingUrl.trim() ? { trackingUrl: trackingUrl.trim() } : {}),
      });
      onShipped(shipCopy.done);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby="ship-heading" className="space-y-4" noValidate>
      <h4 id="ship-heading" className="font-semibold">
        {shipCopy.heading}
      </h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="ship-carrier"
          label={shipCopy.carrier}
          value={carrier}
          onChange={(event) => setCarrier(event.target.value)}
        >
          {KNOWN_CARRIERS.map((known) => (
            <option key={known.name} value={known.name}>
              {known.name}
            </option>
          ))}
          <option value={OTHER}>{shipCopy.otherCarrier}</option>
        </SelectField>
        {other ? (
          <InputField
            id="ship-carrier-name"
            label={shipCopy.carrierName}
            value={otherName}
            onChange={(event) => setOtherName(event.target.value)}
            required
            maxLength={60}
            autoComplete="off"
          />
        ) : null}
        <InputField
          id="ship-tracking"
          label={shipCopy.trackingNumber}
          hint={shipCopy.trackingHint}
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.target.value)}
          required
          maxLength={80}
          autoComplete="off"
          spellCheck={false}
          className={other ? '' : 'sm:col-span-1'}
        />
        {other ? (
          <InputField
            id="ship-tracking-url"
            label={shipCopy.trackingUrl}
            hint={shipCopy.trackingUrlHint}
            type="url"
            inputMode="url"
            value={trackingUrl}
            onChange={(event) => setTrackingUrl(event.target.value)}
            maxLength={500}
            placeholder="https://"
          />
        ) : null}
      </div>
      {error ? <Message tone="error">{error}</Message> : null}
      <Button type="submit" disabled={busy}>
        {busy ? shipCopy.submitting : shipCopy.submit}
      </Button>
    </form>
  );
}
