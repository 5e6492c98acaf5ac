import { describe, expect, it } from 'vitest';
import { contactProblems, EMPTY_CONTACT, normaliseContact } from './contact';
import { normalisePhone } from './phone';

const check = (contact: Partial<typeof EMPTY_CONTACT>, ships = true) =>
  contactProblems({ ...EMPTY_CONTACT, ...contact }, { ships, normalisePhone });

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
});
