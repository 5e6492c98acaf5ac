import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkInvoicePdf, MAX_INVOICE_FILE_BYTES, readCfdiXml } from './cfdi-files';

const fixture = (name: string) =>
  readFileSync(new URL(`../../tests/fixtures/invoice/${name}`, import.meta.url));
const xml = fixture('factura.xml');
const bytes = (text: string) => new TextEncoder().encode(text);

describe('the factura files', () => {
  it('takes a PDF by its signature, whatever it is called', () => {
    expect(checkInvoicePdf(fixture('factura.pdf'))).toBeNull();
    expect(checkInvoicePdf(xml)).toBe('not-pdf');
    expect(checkInvoicePdf(new Uint8Array())).toBe('missing');
    expect(checkInvoicePdf(new Uint8Array(MAX_INVOICE_FILE_BYTES + 1).fill(37))).toBe('too-large');
  });

  it("reads the stamped CFDI's UUID", () => {
    expect(readCfdiXml(xml)).toEqual({ ok: true, uuid: '5E2D6AFF-2DD7-43D1-83D3-14C1ACA396D9' });
  });

  it('refuses what is not XML, not a CFDI 4.0, or not stamped', () => {
    expect(readCfdiXml(fixture('factura.pdf'))).toEqual({ ok: false, problem: 'not-xml' });
    expect(readCfdiXml(bytes('<a><b></a>'))).toEqual({ ok: false, problem: 'not-xml' });
    expect(readCfdiXml(bytes('<invoice Version="4.0"/>'))).toEqual({
      ok: false,
      problem: 'not-cfdi',
    });
    // The right name in another namespace is not the SAT's.
    expect(readCfdiXml(bytes('<cfdi:Comprobante xmlns:cfdi="urn:other" Version="4.0"/>'))).toEqual({
      ok: false,
      problem: 'not-cfdi',
    });
    expect(
      readCfdiXml(bytes(xml.toString('utf8').replace('Version="4.0"', 'Version="3.3"'))),
    ).toEqual({ ok: false, problem: 'not-cfdi' });
    const unstamped = xml
      .toString('utf8')
      .replace(/<cfdi:Complemento>[\s\S]*<\/cfdi:Complemento>/u, '');
    expect(readCfdiXml(bytes(unstamped))).toEqual({ ok: false, problem: 'no-stamp' });
    const badUuid = xml.toString('utf8').replace('UUID="5E2D6AFF', 'UUID="XYZ');
    expect(readCfdiXml(bytes(badUuid))).toEqual({ ok: false, problem: 'no-stamp' });
  });
});
