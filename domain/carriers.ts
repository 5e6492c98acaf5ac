/**
 * The carriers the shop ships the Octahedron with, and where each one lets a buyer follow a
 * parcel. An operator who ships with one of them gives only the tracking number: the link is
 * made here, so it is always an https address of the carrier itself. Any other carrier is named
 * by the operator, with a link of their own or none.
 */

export interface Carrier {
  /** The name stored with the shipment and shown to the buyer. */
  name: string;
  /** The carrier's public tracking page for one parcel. */
  trackingUrl: (trackingNumber: string) => string;
}

export const KNOWN_CARRIERS: readonly Carrier[] = [
  {
    name: 'DHL Express',
    trackingUrl: (n) =>
      `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${encodeURIComponent(n)}`,
  },
  {
    name: 'FedEx',
    trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  },
  {
    name: 'UPS',
    trackingUrl: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  },
  {
    name: 'USPS',
    trackingUrl: (n) =>
      `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
  },
];

/** The known carrier of that name (any case, surrounding space ignored), if any. */
export function findCarrier(name: string): Carrier | undefined {
  const wanted = name.trim().toLowerCase();
  return KNOWN_CARRIERS.find((carrier) => carrier.name.toLowerCase() === wanted);
}

/**
 * Tracking numbers as carriers print them: letters and digits, sometimes grouped with spaces or
 * hyphens. Stored without the spaces and in capitals, so a number typed twice compares equal.
 */
export function normaliseTrackingNumber(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9-]{4,38}[A-Z0-9]$/;
