import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/catalogues.server';
import { buildContactMailto, contactMailBody } from './contact-mailto';
import type { ContactValues } from './contact-values';

const COPY = CATALOGUES.en.contact;

const values: ContactValues = {
  name: 'José Núñez',
  email: 'jose@example.com',
  subject: 'Precio & envío? Sí',
  message: 'Hola,\n¿Cuánto cuesta el envío a Mérida?\r\nGracias & saludos = José #1 + 50%',
  company: 'Señal & Co.',
  phone: '+52 55 1234 5678',
};

describe('buildContactMailto', () => {
  it('addresses the company and encodes subject and body exactly', () => {
    expect(buildContactMailto(values, COPY)).toBe(
      'mailto:contacto@synthamour.com' +
        '?subject=Precio%20%26%20env%C3%ADo%3F%20S%C3%AD' +
        '&body=Full%20name%3A%20Jos%C3%A9%20N%C3%BA%C3%B1ez%0D%0A' +
        'Email%3A%20jose%40example.com%0D%0A' +
        'Company%3A%20Se%C3%B1al%20%26%20Co.%0D%0A' +
        'Phone%3A%20%2B52%2055%201234%205678%0D%0A' +
        'Subject%3A%20Precio%20%26%20env%C3%ADo%3F%20S%C3%AD%0D%0A' +
        '%0D%0A' +
        'Message%3A%0D%0A' +
        'Hola%2C%0D%0A%C2%BFCu%C3%A1nto%20cuesta%20el%20env%C3%ADo%20a%20M%C3%A9rida%3F%0D%0A' +
        'Gracias%20%26%20saludos%20%3D%20Jos%C3%A9%20%231%20%2B%2050%25',
    );
  });

  it('decodes back to exactly what the visitor typed, with CRLF line breaks', () => {
    const url = new URL(buildContactMailto(values, COPY));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('contacto@synthamour.com');
    // Exactly two parameters: nothing the visitor typed can add a third (& and ? are escaped).
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(url.searchParams.get('subject')).toBe('Precio & envío? Sí');
    expect(url.searchParams.get('body')).toBe(
      [
        'Full name: José Núñez',
        'Email: jose@example.com',
        'Company: Señal & Co.',
        'Phone: +52 55 1234 5678',
        'Subject: Precio & envío? Sí',
        '',
        'Message:',
        'Hola,',
        '¿Cuánto cuesta el envío a Mérida?',
        'Gracias & saludos = José #1 + 50%',
      ].join('\r\n'),
    );
  });

  it('uses one line-break encoding throughout, never a bare %0A', () => {
    const url = buildContactMailto({ ...values, message: 'a\nb\r\nc\rd line ten' }, COPY);
    expect(url).not.toMatch(/(?<!%0D)%0A/);
    expect(url).toContain('a%0D%0Ab%0D%0Ac%0D%0Ad%20line%20ten');
  });

  it('names the sender in the subject when none was given, and marks empty fields', () => {
    const url = new URL(
      buildContactMailto({ ...values, subject: '  ', company: '', phone: '' }, COPY),
    );
    expect(url.searchParams.get('subject')).toBe('Message from José Núñez');
    expect(url.searchParams.get('body')).toContain(
      'Company: (not provided)\r\nPhone: (not provided)\r\nSubject: (not provided)',
    );
  });

  it('holds every field in the body', () => {
    const body = contactMailBody(values, COPY);
    for (const value of Object.values(values)) {
      expect(body).toContain(value.split(/\r?\n/)[0]);
    }
  });
});

describe('the email in Spanish', () => {
  it('labels its lines and names its sender in the page’s language', () => {
    const spanish = CATALOGUES.es.contact;
    const body = contactMailBody({ ...values, company: '' }, spanish);
    expect(body).toContain('Nombre completo: José Núñez');
    expect(body).toContain('Empresa: (no indicado)');
    expect(body).toContain('Mensaje:\nHola,');
    const url = new URL(buildContactMailto({ ...values, subject: '' }, spanish));
    expect(url.searchParams.get('subject')).toBe('Mensaje de José Núñez');
  });
});
