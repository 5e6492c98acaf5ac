/**
 * The RFC (Registro Federal de Contribuyentes), Mexico's tax id, as a factura names its receiver.
 *
 * - Persona física: 13 characters, four letters of the name, the birth date (YYMMDD), a two-
 *   character homoclave and a check digit: `GODE561231GR8`.
 * - Persona moral: 12 characters, three letters of the name, the date of incorporation, the
 *   homoclave and the check digit: `EKU9003173C9`.
 *
 * The check digit follows the SAT's published algorithm ("Algoritmo para generar el RFC con
 * homoclave para personas físicas y morales", answer to the transparency request IFAI
 * 0610100135506 065): each of the first 12 characters (a moral's 11 with a space before them) has
 * a value — digits 0–9, A–N 10–23, & 24, O–Z 25–36, space 37, Ñ 38 — weighted 13 down to 2; the
 * sum's remainder by 11 is 0 → '0', else 11 − remainder, written 'A' when it is 10.
 */

const VALUES = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** The shape of either kind; the date and the check digit are checked apart. */
const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{6})([A-Z\d]{2})([\dA])$/u;

/** Who an RFC names, by its length. */
export type PersonType = 'fisica' | 'moral';

/**
 * The generic RFCs a factura names instead of a buyer (the general public, a foreign buyer): not a
 * buyer's own, so never asked for here (such a sale is in the company's global factura).
 */
export const GENERIC_RFCS: readonly string[] = ['XAXX010101000', 'XEXX010101000'];

export type RfcProblem = 'format' | 'date' | 'check-digit' | 'generic';

export type RfcCheck =
  | { ok: true; rfc: string; personType: PersonType }
  | { ok: false; problem: RfcProblem };

/** An RFC as the buyer typed it: upper case, without spaces or dashes. */
export function normaliseRfc(input: string): string {
  return input.normalize('NFC').toUpperCase().replace(/[\s-]/gu, '');
}

/** The check digit of an RFC's first 12 characters (a moral's first 11), by the SAT's rule. */
export function rfcCheckDigit(body: string): string {
  const padded = body.padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const value = VALUES.indexOf(padded.charAt(i));
    sum += Math.max(value, 0) * (13 - i);
  }
  const remainder = sum % 11;
  if (remainder === 0) return '0';
  const digit = 11 - remainder;
  return digit === 10 ? 'A' : String(digit);
}

/** Whether YYMMDD is a day of the calendar (in either century: a company may be from 1925). */
function isCalendarDay(yymmdd: string): boolean {
  const year = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12 || day < 1) return false;
  // 2000 is a leap year, so a 29 February in '00' is a day in either century.
  const daysInMonth = new Date(Date.UTC(2000 + year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Checks an RFC: its shape, its date part and its check digit. */
export function checkRfc(input: string): RfcCheck {
  const rfc = normaliseRfc(input);
  const match = RFC_PATTERN.exec(rfc);
  if (!match) return { ok: false, problem: 'format' };
  if (GENERIC_RFCS.includes(rfc)) return { ok: false, problem: 'generic' };
  if (!isCalendarDay(match[2] ?? '')) return { ok: false, problem: 'date' };
  if (rfcCheckDigit(rfc.slice(0, -1)) !== rfc.slice(-1)) {
    return { ok: false, problem: 'check-digit' };
  }
  return { ok: true, rfc, personType: rfc.length === 13 ? 'fisica' : 'moral' };
}
