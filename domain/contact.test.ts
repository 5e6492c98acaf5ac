import { describe, expect, it } from 'vitest';
import { contactProblems, EMPTY_CONTACT, normaliseContact } from './contact';
import { isEmailAddress } from './email';
import { normalisePhone, phoneExtension } from './phone';

const check = (contact: Partial<typeof EMPTY_CONTACT>, ships = true) =>
  contactProblems({ ...EMPTY_CONTACT, ...contact }, { ships, normalisePhone });

/** As the checkout and the payments API check it: the extension read too. */
const checkAll = (contact: Partial<typeof EMPTY_CONTACT>, ships = true) =>
  contactProblems({ ...EMPTY_CONTACT, ...contact }, { ships, normalisePhone, phoneExtension });

const VALID = { email: 'ana@example.com', name: 'Ana López', phone: '55 1234 5678' };

describe('the buyer’s contact', () => {
  it('asks every order for an email, and a shipped one for a name and a phone', () => {
    expect(check({}, false)).toEqual({ email: 'emailRequired' });
    expect(check({})).toEqual({
      email: 'emailRequired',
      name: 'nameRequired',
      phone: 'phoneRequired',
    });
    expect(check({ email: 'ana@example.com' }, false)).toEqual({});
  });

  it('checks the email’s form and the phone for a carrier', () => {
    expect(check({ email: 'ana@', name: 'Ana', phone: '55 1234 5678' })).toEqual({
      email: 'emailInvalid',
    });
    expect(check({ email: 'ana@example.com', name: 'Ana', phone: '123' })).toEqual({
      phone: 'phoneInvalid',
    });
    // A phone given where none is needed is still checked.
    expect(check({ email: 'ana@example.com', phone: 'call me' }, false)).toEqual({
      phone: 'phoneInvalid',
    });
  });

  it('stores the phone in E.164: Mexican numbers without their code, others with it', () => {
    expect(normalisePhone('55 1234 5678')).toBe('+525512345678');
    expect(normalisePhone('+1 (415) 555-2671')).toBe('+14155552671');
    expect(normalisePhone('+34 612 34 56 78')).toBe('+34612345678');
    expect(normalisePhone('12')).toBeNull();
    expect(
      normaliseContact(
        { email: ' ana@example.com ', name: ' Ana ', phone: '55 1234 5678' },
        normalisePhone,
      ),
    ).toEqual({ email: 'ana@example.com', name: 'Ana', phone: '+525512345678' });
  });

  it('takes no invisible name: zero-width and blank characters alone are no name', () => {
    for (const name of [
      '\u200b\u200b',
      '\u00a0\u3000',
      '\ufeff',
      '\u3164',
      '\u2060 \u200d',
      ' \u0301 ',
    ]) {
      expect(checkAll({ ...VALID, name }), JSON.stringify(name)).toEqual({ name: 'nameRequired' });
    }
    expect(checkAll({ ...VALID, name: '李小龍' })).toEqual({});
    expect(checkAll({ ...VALID, name: 'José\u00a0María Núñez' })).toEqual({});
  });

  it('refuses a name with bidirectional controls or line separators, shipped or not', () => {
    for (const name of [
      'Ana \u202ezepóL',
      '\u2066Ana\u2069',
      'Ana\u200fLópez',
      'Ana\u2028López',
      'Ana\u2029López',
      'Ana\u0085López',
    ]) {
      expect(checkAll({ ...VALID, name }), JSON.stringify(name)).toEqual({ name: 'nameInvalid' });
      expect(checkAll({ ...VALID, name }, false), JSON.stringify(name)).toEqual({
        name: 'nameInvalid',
      });
    }
  });

  it('takes one mailbox only: no list, no display name, no angle brackets, one @', () => {
    for (const email of [
      'x,victim@example.com',
      'ana@example.com,victim@example.com',
      'ana@example.com;victim@example.com',
      'Evil<victim@example.com>',
      '<victim@example.com>',
      '"Ana" <ana@example.com>',
      'ana@example.com (Ana)',
      'ana@@example.com',
      'ana@host@example.com',
      '"ana@x"@example.com',
      'ana @example.com',
      'ana@example.com\u200b',
      'ana@example',
      `${'a'.repeat(245)}@example.com`,
    ]) {
      expect(isEmailAddress(email), email).toBe(false);
      expect(checkAll({ ...VALID, email }), email).toEqual({ email: 'emailInvalid' });
    }
    for (const email of [
      'ana@example.com',
      'ana.lopez+pedidos@correo.example.mx',
      "o'neil@ex-ample.co",
    ]) {
      expect(isEmailAddress(email), email).toBe(true);
    }
  });

  it('refuses a phone with an extension instead of dropping it', () => {
    for (const phone of [
      '55 1234 5678 ext 99',
      '55 1234 5678 ext. 99',
      '5512345678 x99',
      '+1 415 555 2671 #5',
    ]) {
      expect(checkAll({ ...VALID, phone }), phone).toEqual({ phone: 'phoneExtension' });
      expect(checkAll({ ...VALID, phone }, false), phone).toEqual({ phone: 'phoneExtension' });
      expect(normalisePhone(phone), phone).toBeNull();
    }
    expect(phoneExtension('55 1234 5678 ext 99')).toBe('99');
    expect(phoneExtension('55 1234 5678')).toBeNull();
  });
});
