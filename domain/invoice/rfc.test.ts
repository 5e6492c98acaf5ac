import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRfc, normaliseRfc, rfcCheckDigit } from './rfc';

const VALUE_CHARS = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const letters = (n: number) =>
  fc
    .array(fc.constantFrom(...'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ&'), { minLength: n, maxLength: n })
    .map((c) => c.join(''));
const homoclave = fc
  .array(fc.constantFrom(...'ABCDEFGHIJKLMNPQRSTUVWXYZ123456789'), { minLength: 2, maxLength: 2 })
  .map((c) => c.join(''));
const yymmdd = fc
  .date({
    min: new Date('1930-01-01T00:00:00Z'),
    max: new Date('2029-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(2, 10).replaceAll('-', ''));

/** A well-formed RFC of either kind with its right check digit. */
const validRfc = fc
  .tuple(fc.constantFrom(3, 4), homoclave, yymmdd)
  .chain(([n, hc, date]) => letters(n).map((name) => `${name}${date}${hc}`))
  .filter((body) => !['XAXX010101000', 'XEXX010101000'].includes(`${body}0`))
  .map((body) => body + rfcCheckDigit(body));

describe('RFC', () => {
  it('accepts RFCs the SAT publishes (its test taxpayers) and names their kind', () => {
    expect(checkRfc('EKU9003173C9')).toEqual({
      ok: true,
      rfc: 'EKU9003173C9',
      personType: 'moral',
    });
    expect(checkRfc('IIA040805DZ4')).toMatchObject({ ok: true, personType: 'moral' });
    expect(checkRfc('CACX7605101P8')).toMatchObject({ ok: true, personType: 'fisica' });
    expect(checkRfc(' gode-561231-gr8 ')).toEqual({
      ok: true,
      rfc: 'GODE561231GR8',
      personType: 'fisica',
    });
  });

  it('refuses a wrong shape, an impossible date, a wrong check digit and the generic RFCs', () => {
    expect(checkRfc('EKU900317')).toEqual({ ok: false, problem: 'format' });
    expect(checkRfc('EKU9003173C99')).toEqual({ ok: false, problem: 'format' });
    expect(checkRfc('1KU9003173C9')).toEqual({ ok: false, problem: 'format' });
    expect(checkRfc('EKU9013173C9')).toEqual({ ok: false, problem: 'date' });
    expect(checkRfc('EKU9002303C9')).toEqual({ ok: false, problem: 'date' });
    expect(checkRfc('EKU9003173C8')).toEqual({ ok: false, problem: 'check-digit' });
    expect(checkRfc('XAXX010101000')).toEqual({ ok: false, problem: 'generic' });
    expect(checkRfc('XEXX010101000')).toEqual({ ok: false, problem: 'generic' });
  });

  it('accepts 29 February only in a leap year of either century', () => {
    const body = (date: string) => `ABC${date}XY`;
    const rfc = (date: string) => body(date) + rfcCheckDigit(body(date));
    expect(checkRfc(rfc('000229'))).toMatchObject({ ok: true });
    expect(checkRfc(rfc('960229'))).toMatchObject({ ok: true });
    expect(checkRfc(rfc('970229'))).toEqual({ ok: false, problem: 'date' });
  });

  it('passes every generated RFC with its check digit', () => {
    fc.assert(
      fc.property(validRfc, (rfc) => {
        expect(checkRfc(rfc)).toMatchObject({ ok: true, rfc: normaliseRfc(rfc) });
        expect(checkRfc(rfc)).toMatchObject({ personType: rfc.length === 13 ? 'fisica' : 'moral' });
      }),
    );
  });

  it('refuses every generated RFC whose check digit is changed to any other', () => {
    fc.assert(
      fc.property(validRfc, fc.constantFrom(...'0123456789A'), (rfc, other) => {
        fc.pre(other !== rfc.slice(-1));
        expect(checkRfc(rfc.slice(0, -1) + other)).toEqual({ ok: false, problem: 'check-digit' });
      }),
    );
  });

  // The third weight is 11 itself, so the SAT's digit cannot see that position; any other change
  // whose value does not move by a multiple of 11 changes the digit.
  it('catches a changed character of the body, but at the position weighted 11', () => {
    fc.assert(
      fc.property(validRfc, fc.nat(), fc.constantFrom(...VALUE_CHARS), (rfc, at, char) => {
        const i = at % (rfc.length - 1);
        fc.pre(13 - (i + 13 - rfc.length) !== 11);
        fc.pre((VALUE_CHARS.indexOf(char) - VALUE_CHARS.indexOf(rfc[i] ?? '')) % 11 !== 0);
        const body = rfc.slice(0, i) + char + rfc.slice(i + 1, -1);
        expect(rfcCheckDigit(body)).not.toBe(rfc.slice(-1));
      }),
    );
  });
});
