/**
 * What an order's amount is made of, as the checkout, the order page and the emails state it:
 * subtotal, shipping (free and insured, worldwide: the company's policy), total, and the taxes it
 * includes. Prices are in US dollars with taxes included; for an address in Mexico the order says
 * how much of its total is IVA (16 %). One set of functions for the browser (the checkout summary,
 * before any order exists) and the server (the order page's answer, the emails), in integer cents.
 */

/** Mexico's IVA, the general rate. */
export const IVA_RATE_PERCENT = 16;

/** Shipping is free, and insured, wherever it goes. */
export const SHIPPING_CENTS = 0;

/**
 * The IVA inside a total that includes it: total × 16 / 116, rounded to the nearest cent, half up.
 * In integers, floor((2 × total × 16 + 116) / (2 × 116)), exact up to totals of about
 * US$2.8 × 10^12. No total ever falls on a half cent (16/116 is 4/29, and 29 is odd), so the
 * tie-breaking rule never decides anything: any round-to-nearest gives the same cent. The net is
 * what remains, so IVA + net is always the total: US$53.93 of IVA in US$391.00.
 */
export function ivaIncludedCents(totalCents: number): number {
  const withTax = 100 + IVA_RATE_PERCENT;
  return Math.floor((2 * totalCents * IVA_RATE_PERCENT + withTax) / (2 * withTax));
}

/**
 * Whether an address's country is Mexico: its ISO 3166 code (MX), or the name older addresses
 * were typed with ("México", "Mexico"), in any case and with or without the accent.
 */
export function isMexicanCountry(country: string): boolean {
  const bare = country.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return bare === 'mx' || bare === 'mexico';
}

/** A tax the total includes, as the order states it: 'IVA included (16%): US$53.93'. */
export interface IncludedTax {
  name: 'IVA';
  ratePercent: number;
  includedCents: number;
}

/** The tax a total includes for where the order goes: the IVA in Mexico, none said elsewhere. */
export function includedTax(
  totalCents: number,
  address: { country: string } | null | undefined,
): IncludedTax | null {
  if (!address || !isMexicanCountry(address.country)) return null;
  return {
    name: 'IVA',
    ratePercent: IVA_RATE_PERCENT,
    includedCents: ivaIncludedCents(totalCents),
  };
}

export interface OrderAmounts {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  /** The tax the total includes, when the order says one (an address in Mexico). */
  tax: IncludedTax | null;
}

/** An order's amounts from its lines (unit price × quantity) and where it goes. */
export function orderAmounts(
  lines: readonly { unitPriceCents: number; quantity: number }[],
  address: { country: string } | null | undefined,
): OrderAmounts {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const totalCents = subtotalCents + SHIPPING_CENTS;
  return {
    subtotalCents,
    shippingCents: SHIPPING_CENTS,
    totalCents,
    tax: includedTax(totalCents, address),
  };
}

/** A tax's rate as the language writes percentages: 16 → '16%' (es-MX and en-US alike). */
export function formatTaxRate(ratePercent: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, { style: 'percent' }).format(ratePercent / 100);
}
