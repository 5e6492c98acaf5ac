import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * The files of a factura, as the company's PAC stamped them, checked by what they contain (never
 * by their names or the type the browser claims): the PDF by its signature, the XML by parsing it
 * as a CFDI 4.0 — a `cfdi:Comprobante` root in the SAT's namespace, with the SAT's stamp
 * (`tfd:TimbreFiscalDigital`) in its complement, whose UUID (the folio fiscal) names the factura.
 * Stamping itself is the PAC's job; the shop keeps and serves what it was given.
 */

/** The largest file of each kind the console accepts: 2 MB (a CFDI's PDF is some 100 KB). */
export const MAX_INVOICE_FILE_BYTES = 2 * 1024 * 1024;

const CFDI_NAMESPACE = 'http://www.sat.gob.mx/cfd/4';
const TFD_NAMESPACE = 'http://www.sat.gob.mx/TimbreFiscalDigital';
/** A UUID as the SAT writes the folio fiscal (hex, 8-4-4-4-12; either case). */
const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/u;

export type InvoiceFileProblem =
  | 'missing'
  | 'too-large'
  | 'not-pdf'
  | 'not-xml'
  | 'not-cfdi'
  | 'no-stamp';

/** Whether `bytes` is a PDF: every PDF starts with `%PDF-` (ISO 32000-1, 7.5.2). */
export function checkInvoicePdf(bytes: Uint8Array): InvoiceFileProblem | null {
  if (bytes.length === 0) return 'missing';
  if (bytes.length > MAX_INVOICE_FILE_BYTES) return 'too-large';
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  return head === '%PDF-' ? null : 'not-pdf';
}

type XmlNode = Record<string, unknown>;

const asNode = (value: unknown): XmlNode | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as XmlNode) : null;

/** The child of `node` named `local` in any prefix bound to `namespace` (cfdi:, tfd: as a rule). */
function childIn(node: XmlNode, local: string, namespace: string, scope: XmlNode): XmlNode | null {
  for (const [key, value] of Object.entries(node)) {
    const [prefix, name] = key.includes(':') ? key.split(':', 2) : ['', key];
    if (name !== local) continue;
    const child = asNode(value);
    if (!child) continue;
    const declared = prefix ? `@xmlns:${prefix}` : '@xmlns';
    if ((child[declared] ?? scope[declared]) === namespace) return child;
  }
  return null;
}

/**
 * The folio fiscal (UUID) of a stamped CFDI 4.0, or why the file is not one. Entities are not
 * expanded and no DTD or external resource is read.
 */
export function readCfdiXml(
  bytes: Uint8Array,
): { ok: true; uuid: string } | { ok: false; problem: InvoiceFileProblem } {
  if (bytes.length === 0) return { ok: false, problem: 'missing' };
  if (bytes.length > MAX_INVOICE_FILE_BYTES) return { ok: false, problem: 'too-large' };
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/u, '');
  if (!text.trimStart().startsWith('<') || XMLValidator.validate(text) !== true) {
    return { ok: false, problem: 'not-xml' };
  }
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    processEntities: false,
    parseAttributeValue: false,
    parseTagValue: false,
  }).parse(text) as XmlNode;
  const root = childIn(parsed, 'Comprobante', CFDI_NAMESPACE, {});
  if (root?.['@Version'] !== '4.0') return { ok: false, problem: 'not-cfdi' };
  const complement = childIn(root, 'Complemento', CFDI_NAMESPACE, root);
  const stamp = complement ? childIn(complement, 'TimbreFiscalDigital', TFD_NAMESPACE, root) : null;
  const uuid = stamp?.['@UUID'];
  if (typeof uuid !== 'string' || !UUID.test(uuid)) return { ok: false, problem: 'no-stamp' };
  return { ok: true, uuid: uuid.toUpperCase() };
}
