import { type FormEvent, useState } from 'react';
import {
  type CarrierId,
  carrierById,
  checkShipment,
  isShipmentRefusal,
  KNOWN_CARRIERS,
  SHIPMENT_REFUSAL_FIELDS,
  type ShipmentField,
  type ShipmentRefusalCode,
} from '#domain/carriers';
import { Button } from '../../components/ui/button';
import { ApiCallError } from '../../lib/api-client';
import { fill } from '../../lib/message-format';
import type { ConsoleApi } from './console-api';
import { useConsoleWords } from './console-copy';
import { InputField, Message, SelectField } from './console-ui';

const ERROR_ID = 'ship-error';

/**
 * Carrier and tracking number for an order ready to ship. A carrier of the list needs only the
 * number, checked against that carrier's published format (domain/carriers.ts) before anything is
 * sent; its tracking page is linked by the server. "Other" is named, with its own http(s) tracking
 * link. The server makes the same check and answers a refusal with its code, said here in the
 * catalogue's words beside the field it concerns.
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
  const [carrier, setCarrier] = useState<CarrierId>('dhl');
  const [otherName, setOtherName] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ShipmentRefusalCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const other = carrier === 'other';
  const invalidField: ShipmentField | null = refusal ? SHIPMENT_REFUSAL_FIELDS[refusal] : null;

  const refusalText = (code: ShipmentRefusalCode) =>
    fill(shipCopy.refusals[code], {
      carrier: carrierById(carrier)?.name ?? otherName.trim(),
      format: shipCopy.formats[carrier],
    });

  const refuse = (code: ShipmentRefusalCode) => {
    setRefusal(code);
    setError(refusalText(code));
    document.getElementById(fieldId(SHIPMENT_REFUSAL_FIELDS[code]))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setRefusal(null);
    setError(null);
    const body = {
      carrier,
      trackingNumber,
      ...(other ? { carrierName: otherName, trackingUrl: trackingUrl.trim() } : {}),
    };
    const checked = checkShipment(body);
    if (!checked.ok) {
      refuse(checked.code);
      return;
    }
    setBusy(true);
    try {
      await api.ship(orderId, body);
      onShipped(shipCopy.done);
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiCallError && isShipmentRefusal(failure.code)) {
        refuse(failure.code);
      } else {
        setError((failure as Error).message);
      }
    }
  };

  /** The attributes that tie a field to the refusal said below the form. */
  const invalid = (field: ShipmentField) =>
    invalidField === field ? { 'aria-invalid': true, 'aria-errormessage': ERROR_ID } : {};

  return (
    <form onSubmit={submit} aria-labelledby="ship-heading" className="space-y-4" noValidate>
      <h4 id="ship-heading" className="font-semibold">
        {shipCopy.heading}
      </h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={fieldId('carrier')}
          label={shipCopy.carrier}
          value={carrier}
          onChange={(event) => {
            setCarrier(event.target.value as CarrierId);
            setRefusal(null);
            setError(null);
          }}
          {...invalid('carrier')}
        >
          {KNOWN_CARRIERS.map((known) => (
            <option key={known.id} value={known.id}>
              {known.name}
            </option>
          ))}
          <option value="other">{shipCopy.otherCarrier}</option>
        </SelectField>
        {other ? (
          <InputField
            id={fieldId('carrierName')}
            label={shipCopy.carrierName}
            value={otherName}
            onChange={(event) => setOtherName(event.target.value)}
            required
            maxLength={60}
            autoComplete="off"
            {...invalid('carrierName')}
          />
        ) : null}
        <InputField
          id={fieldId('trackingNumber')}
          label={shipCopy.trackingNumber}
          hint={shipCopy.formats[carrier]}
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.target.value)}
          required
          maxLength={80}
          autoComplete="off"
          spellCheck={false}
          {...invalid('trackingNumber')}
        />
        {other ? (
          <InputField
            id={fieldId('trackingUrl')}
            label={shipCopy.trackingUrl}
            hint={shipCopy.trackingUrlHint}
            type="url"
            inputMode="url"
            value={trackingUrl}
            onChange={(event) => setTrackingUrl(event.target.value)}
            required
            maxLength={500}
            placeholder="https://"
            {...invalid('trackingUrl')}
          />
        ) : null}
      </div>
      {error ? (
        <Message tone="error" id={ERROR_ID}>
          {error}
        </Message>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? shipCopy.submitting : shipCopy.submit}
      </Button>
    </form>
  );
}

function fieldId(field: ShipmentField): string {
  const ids: Record<ShipmentField, string> = {
    carrier: 'ship-carrier',
    carrierName: 'ship-carrier-name',
    trackingNumber: 'ship-tracking',
    trackingUrl: 'ship-tracking-url',
  };
  return ids[field];
}
