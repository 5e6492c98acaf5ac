/**
 * The carriers the shop ships the Octahedron with (ids as in DESIGN.md "Operator"), where each one
 * lets a buyer follow a parcel, and the tracking number's published format where the carrier
 * publishes one. An operator who ships with a known carrier gives only the number: the link is
 * made here, so it is always an https address of the carrier itself. "Other" is a carrier the
 * operator names, with a tracking link of their own (http or https, checked here).
 *
 * The console checks a shipment with `checkShipment` before sending it and the server checks it
 * again with the same function (the server never trusts the browser); a refusal is a code and the
 * field it concerns, and each side says it in its own words (the console's catalogue, the API's
 * English message).
 *
 * Sources of the links and formats (the carriers' public tracking pages and published guides, as
 * read in 2026; none of them is fetched at run time):
 * - DHL Express: "Track" at dhl.com takes `tracking-id` in the query
 *   (dhl.com/…/tracking-express.html?submit=1&tracking-id=…); an Express waybill is 10 digits
 *   (DHL's "Tracking number formats": "JJD… or 10 digits" for Express).
 * - FedEx: fedex.com/fedextrack/?trknbr=…; FedEx numbers are 12 digits (Express), 15 (Ground),
 *   20 or 22 (Ground 96 / SmartPost barcodes), as FedEx's tracking help lists them.
 * - UPS: ups.com/track?tracknum=…; a UPS package number is "1Z" followed by 16 letters and digits
 *   (6 of the shipper's account, 2 of the service, 8 of the package), as UPS's tracking help says.
 * - Estafeta: cs.estafeta.com/es/Tracking/searchByGet?wayBill=…&wayBillType=… (the GET form of the
 *   tracking page at estafeta.com "Rastrea tu envío"); wayBillType 1 is the 10-digit "código de
 *   rastreo", 0 the 22-character "número de guía" (Estafeta's guide names both).
 * - Paquetexpress: paquetexpress.com.mx/rastreo/<guía>. Paquetexpress publishes no format for its
 *   guía (numbers seen on labels mix a branch code with digits, e.g. MEX01PP3469501006006), so
 *   any 6 to 40 letters, digits or hyphens are taken: a stricter rule would refuse real numbers.
 * - Correos de México: an international item's number is the UPU's S10 (standard S10-12): two
 *   service letters, 8 serial digits, a check digit and the country "MX"; the check digit is
 *   verified here. Correos de México's tracking page (correosdemexico.gob.mx, "Seguimiento de
 *   envíos") is a form that takes the number typed in, with no address per parcel: the link opens
 *   that page, and the buyer reads the number beside it.
 * - 99minutos: tracking.99minutos.com/search/<number>. 99minutos publishes no format for its
 *   numbers (they differ between its same-day and next-day services), so any 6 to 40 letters,
 *   digits or hyphens are taken, for the same reason as Paquetexpress.
 */

export const CARRIER_IDS = [
  'dhl',
  'fedex',
  'ups',
  'estafeta',
  'paquetexpress',
  'correos-de-mexico',
  '99minutos',
  'other',
] as const;
export type CarrierId = (typeof CARRIER_IDS)[number];
export type KnownCarrierId = Exclude<CarrierId, 'other'>;

export interface Carrier {
  id: KnownCarrierId;
  /** The name stored with the shipment and shown to the buyer (the same in both languages). */
  name: string;
  /** The carrier's public tracking page for one parcel (the number already normalised). */
  trackingUrl: (trackingNumber: string) => string;
  /**
   * Whether a number has the carrier's published format; `check-digit` when the format is right
   * and its check digit is not.
   */
  check: (trackingNumber: string) => 'ok' | 'format' | 'check-digit';
}

/** Letters, digits and hyphens, 6 to 40, starting and ending with a letter or digit. */
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9-]{4,38}[A-Z0-9]$/;

const matches =
  (...patterns: RegExp[]) =>
  (n: string): 'ok' | 'format' =>
    patterns.some((pattern) => pattern.test(n)) ? 'ok' : 'format';

const S10_PATTERN = /^[A-Z]{2}(\d{8})(\d)MX$/;
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

/**
 * The S10 check digit of 8 serial digits (UPU S10-12, 5.2): the digits weighted 8 6 4 2 3 5 9 7,
 * summed; 11 less the sum modulo 11, where 10 is written 0 and 11 is written 5.
 */
export function s10CheckDigit(serial: string): number {
  if (!/^\d{8}$/.test(serial)) throw new Error('an S10 serial number is 8 digits');
  const sum = S10_WEIGHTS.reduce((total, weight, i) => total + weight * Number(serial[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return 0;
  if (check === 11) return 5;
  return check;
}

function checkS10(n: string): 'ok' | 'format' | 'check-digit' {
  const match = S10_PATTERN.exec(n);
  if (!match?.[1] || !match[2]) return 'format';
  return s10CheckDigit(match[1]) === Number(match[2]) ? 'ok' : 'check-digit';
}

const ESTAFETA_CODE = /^\d{10}$/;
const ESTAFETA_GUIDE = /^[A-Z0-9]{22}$/;

const enc = encodeURIComponent;

export const KNOWN_CARRIERS: readonly Carrier[] = [
  {
    id: 'dhl',
    name: 'DHL Express',
    trackingUrl: (n) =>
      `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${enc(n)}`,
    check: matches(/^\d{10}$/),
  },
  {
    id: 'fedex',
    name: 'FedEx',
    trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${enc(n)}`,
    check: matches(/^(\d{12}|\d{15}|\d{20}|\d{22})$/),
  },
  {
    id: 'ups',
    name: 'UPS',
    trackingUrl: (n) => `https://www.ups.com/track?tracknum=${enc(n)}`,
    check: matches(/^1Z[A-Z0-9]{16}$/),
  },
  {
    id: 'estafeta',
    name: 'Estafeta',
    trackingUrl: (n) =>
      `https://cs.estafeta.com/es/Tracking/searchByGet?wayBill=${enc(n)}&wayBillType=${ESTAFETA_CODE.test(n) ? 1 : 0}&isShipmentDetail=False`,
    check: matches(ESTAFETA_CODE, ESTAFETA_GUIDE),
  },
  {
    id: 'paquetexpress',
    name: 'Paquetexpress',
    trackingUrl: (n) => `https://www.paquetexpress.com.mx/rastreo/${enc(n)}`,
    check: matches(TRACKING_NUMBER_PATTERN),
  },
  {
    id: 'correos-de-mexico',
    name: 'Correos de México',
    trackingUrl: () =>
      'https://www.correosdemexico.gob.mx/SSLServicios/SeguimientoEnvio/Seguimiento.aspx',
    check: checkS10,
  },
  {
    id: '99minutos',
    name: '99minutos',
    trackingUrl: (n) => `https://tracking.99minutos.com/search/${enc(n)}`,
    check: matches(TRACKING_NUMBER_PATTERN),
  },
];

/** The known carrier with this id, if any. */
export function carrierById(id: string): Carrier | undefined {
  return KNOWN_CARRIERS.find((carrier) => carrier.id === id);
}

/**
 * The known carrier a stored shipment names: shipments keep the carrier's name (what the buyer
 * reads), any case, surrounding space ignored. Undefined for a carrier the operator named.
 */
export function findCarrier(name: string): Carrier | undefined {
  const wanted = name.trim().toLowerCase();
  return KNOWN_CARRIERS.find(
    (carrier) => carrier.name.toLowerCase() === wanted || carrier.id === wanted,
  );
}

/**
 * Tracking numbers as carriers print them: letters and digits, sometimes grouped with spaces or
 * hyphens. Stored without the spaces and in capitals, so a number typed twice compares equal.
 */
export function normaliseTrackingNumber(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** A carrier's or person's name: letters (any script), digits, spaces and & . , ' ( ) - / */
const CARRIER_NAME = /^[\p{L}\p{N}][\p{L}\p{N} &.,'()/-]*$/u;
export const CARRIER_NAME_MAX = 60;
export const TRACKING_URL_MAX = 500;

/** What the operator sends to ship an order (the console's form, the API's body). */
export interface ShipmentInput {
  carrier: string;
  trackingNumber: string;
  /** "Other" only: the carrier's name as the buyer should read it. */
  carrierName?: string | null | undefined;
  /** "Other" only: the carrier's tracking page for this parcel, http or https. */
  trackingUrl?: string | null | undefined;
}

/** The shipment as it is stored and shown: the carrier's name, the number and its link. */
export interface CheckedShipment {
  carrierId: CarrierId;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
}

/** Why a shipment is refused: a code for the words and the field it concerns. */
export const SHIPMENT_REFUSALS = [
  'CARRIER_UNKNOWN',
  'CARRIER_NAME_INVALID',
  'TRACKING_NUMBER_INVALID',
  'TRACKING_CHECK_DIGIT',
  'TRACKING_URL_INVALID',
] as const;
export type ShipmentRefusalCode = (typeof SHIPMENT_REFUSALS)[number];
export type ShipmentField = 'carrier' | 'carrierName' | 'trackingNumber' | 'trackingUrl';

/** The field each refusal concerns (the API's answer names it too). */
export const SHIPMENT_REFUSAL_FIELDS: Record<ShipmentRefusalCode, ShipmentField> = {
  CARRIER_UNKNOWN: 'carrier',
  CARRIER_NAME_INVALID: 'carrierName',
  TRACKING_NUMBER_INVALID: 'trackingNumber',
  TRACKING_CHECK_DIGIT: 'trackingNumber',
  TRACKING_URL_INVALID: 'trackingUrl',
};

export const isShipmentRefusal = (code: string): code is ShipmentRefusalCode =>
  (SHIPMENT_REFUSALS as readonly string[]).includes(code);

export type ShipmentCheck =
  | { ok: true; shipment: CheckedShipment }
  | { ok: false; code: ShipmentRefusalCode; field: ShipmentField; carrier: CarrierId | null };

/** An http(s) address with a host, as the URL parser reads it; anything else is refused. */
function httpUrl(raw: string): string | null {
  if (raw.length > TRACKING_URL_MAX) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Checks a shipment as the operator gave it: a carrier of the list, the number in that carrier's
 * format (with its check digit where it has one), and for "Other" a name and an http(s) tracking
 * link. The first problem found is returned, in the form's order.
 */
export function checkShipment(input: ShipmentInput): ShipmentCheck {
  const id = input.carrier.trim().toLowerCase();
  const refuse = (code: ShipmentRefusalCode): ShipmentCheck => ({
    ok: false,
    code,
    field: SHIPMENT_REFUSAL_FIELDS[code],
    carrier: (CARRIER_IDS as readonly string[]).includes(id) ? (id as CarrierId) : null,
  });
  if (!(CARRIER_IDS as readonly string[]).includes(id)) return refuse('CARRIER_UNKNOWN');
  const trackingNumber = normaliseTrackingNumber(input.trackingNumber);
  if (id === 'other') {
    const name = (input.carrierName ?? '').trim();
    if (name.length < 2 || name.length > CARRIER_NAME_MAX || !CARRIER_NAME.test(name)) {
      return refuse('CARRIER_NAME_INVALID');
    }
    if (!TRACKING_NUMBER_PATTERN.test(trackingNumber)) {
      return refuse('TRACKING_NUMBER_INVALID');
    }
    const url = httpUrl((input.trackingUrl ?? '').trim());
    if (!url) return refuse('TRACKING_URL_INVALID');
    return {
      ok: true,
      shipment: { carrierId: 'other', carrier: name, trackingNumber, trackingUrl: url },
    };
  }
  const carrier = carrierById(id);
  if (!carrier) return refuse('CARRIER_UNKNOWN');
  const verdict = TRACKING_NUMBER_PATTERN.test(trackingNumber)
    ? carrier.check(trackingNumber)
    : 'format';
  if (verdict === 'format') return refuse('TRACKING_NUMBER_INVALID');
  if (verdict === 'check-digit') return refuse('TRACKING_CHECK_DIGIT');
  return {
    ok: true,
    shipment: {
      carrierId: carrier.id,
      carrier: carrier.name,
      trackingNumber,
      trackingUrl: carrier.trackingUrl(trackingNumber),
    },
  };
}
