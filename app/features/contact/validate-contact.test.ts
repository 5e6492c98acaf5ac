import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/catalogues.server';
import { type ContactValues, EMPTY_CONTACT_VALUES } from './contact-values';
import { validateContact } from './validate-contact';

const MESSAGES = CATALOGUES.en.contact.validation;

const valid: ContactValues = {
  ...EMPTY_CONTACT_VALUES,
  name: 'Ana López',
  email: 'ana@example.com',
  message: 'Hola, quisiera saber más.',
};

describe('validateContact', () => {
  // Each row breaks one or more rules; the first rule in the product's order wins.
  const failures: [string, Partial<ContactValues>, string, string][] = [
    ['everything empty', EMPTY_CONTACT_VALUES, 'name', 'Name is required.'],
    ['name empty', { name: '' }, 'name', 'Name is required.'],
    ['name only spaces', { name: '   ' }, 'name', 'Name is required.'],
    ['name empty and email bad', { name: '', email: 'x' }, 'name', 'Name is required.'],
    ['email empty', { email: '' }, 'email', 'Email is required.'],
    ['email only spaces', { email: '  ' }, 'email', 'Email is required.'],
    ['email empty and message empty', { email: '', message: '' }, 'email', 'Email is required.'],
    ['email without @', { email: 'ana.example.com' }, 'email', 'Invalid email format.'],
    ['email without domain dot', { email: 'ana@example' }, 'email', 'Invalid email format.'],
    ['email with a space', { email: 'ana lopez@example.com' }, 'email', 'Invalid email format.'],
    ['email with two @', { email: 'ana@@example.com' }, 'email', 'Invalid email format.'],
    [
      'email bad and message empty',
      { email: 'nope', message: '' },
      'email',
      'Invalid email format.',
    ],
    ['message empty', { message: '' }, 'message', 'Message is required.'],
    ['message only spaces', { message: '  \n ' }, 'message', 'Message is required.'],
    [
      'message 9 characters',
      { message: '123456789' },
      'message',
      'Message must be at least 10 characters long.',
    ],
    [
      'message 9 characters padded',
      { message: '  123456789  ' },
      'message',
      'Message must be at least 10 characters long.',
    ],
  ];

  it.each(failures)('%s → %s: %s', (_label, change, field, message) => {
    expect(validateContact({ ...valid, ...change }, MESSAGES)).toEqual({ field, message });
  });

  const passes: [string, Partial<ContactValues>][] = [
    ['the required fields only', {}],
    ['message exactly 10 characters', { message: '1234567890' }],
    ['email with subdomain and plus', { email: 'ana+web@mail.example.com.mx' }],
    ['email with surrounding spaces', { email: '  ana@example.com ' }],
    ['accents everywhere', { name: 'Íñigo Peña', message: '¿Cuándo llega mi pedido?' }],
    ['every field', { subject: 'Hi', company: 'Acme', phone: '+52 55 1234 5678' }],
  ];

  it.each(passes)('passes with %s', (_label, change) => {
    expect(validateContact({ ...valid, ...change }, MESSAGES)).toBeNull();
  });

  it('never requires the optional fields', () => {
    expect(validateContact({ ...valid, subject: '', company: '', phone: '' }, MESSAGES)).toBeNull();
  });
});

describe('validateContact in Spanish', () => {
  it('says the same rules in the page’s language', () => {
    const spanish = CATALOGUES.es.contact.validation;
    expect(validateContact({ ...valid, email: 'ana@' }, spanish)).toEqual({
      field: 'email',
      message: 'El formato del correo electrónico no es válido.',
    });
  });
});
