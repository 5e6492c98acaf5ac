/**
 * A phone number in E.164 (+525598761959, as the identity provider keeps it) written the way
 * people read it: +52 55 9876 1959. Mexico (the company's home, and the sign-in form's example)
 * and the North American plan are grouped by their own rules; any other number is returned as
 * stored, which is still unambiguous. A few lines instead of a phone library: libphonenumber's
 * metadata would weigh more than the whole navbar.
 */

/** Mexico City, Guadalajara and Monterrey have two-digit area codes; every other area, three. */
const MX_TWO_DIGIT_AREAS = new Set(['55', '56', '33', '81']);

function groupMexican(national: string): string {
  const area = MX_TWO_DIGIT_AREAS.has(national.slice(0, 2)) ? 2 : 3;
  const rest = national.slice(area);
  return [national.slice(0, area), rest.slice(0, rest.length - 4), rest.slice(-4)].join(' ');
}

export function formatPhoneNumber(e164: string): string {
  const digits = e164.replace(/[^\d+]/g, '');
  const mexican = /^\+52(1?)(\d{10})$/.exec(digits);
  if (mexican) {
    const [, mobilePrefix, national = ''] = mexican;
    return `+52 ${mobilePrefix ? `${mobilePrefix} ` : ''}${groupMexican(national)}`;
  }
  const northAmerican = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(digits);
  if (northAmerican) {
    const [, area, exchange, line] = northAmerican;
    return `+1 ${area} ${exchange} ${line}`;
  }
  return e164;
}
