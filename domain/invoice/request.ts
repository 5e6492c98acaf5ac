import { checkRfc, type PersonType, type RfcProblem } from './rfc';
import { findCfdiUse, findTaxRegime, isAllowedCombination } from './sat-catalogues';

/**
 * A buyer's request for a factura (CFDI 4.0) of their order: who the receiver is as the SAT knows
 * them. The browser checks it as the buyer types, the server again before it stores it; both
 * with this one function, so a field refused on one side is refused on the other.
 */

export const INVOICE_FIELDS = ['rfc', 'name', 'taxRegime', 'cfdiUse', 'postalCode'] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];

export interface InvoiceRequestInput {
  rfc: string;
  name: string;
  taxRegime: string;
  cfdiUse: string;
  postalCode: string;
}

/** The request as stored: the RFC and name normalised, the kind of taxpayer from the RFC. */
export interface InvoiceRequestData extends InvoiceRequestInput {
  personType: PersonType;
}

/** Why a field is refused; the browser turns each into words. */
export type InvoiceProblem =
  | RfcProblem
  | 'required'
  | 'too-long'
  | 'unknown'
  | 'wrong-person-type'
  | 'not-allowed';

export interface InvoiceFieldError {
  field: InvoiceField;
  problem: InvoiceProblem;
}

/** The longest receiver's name a CFDI 4.0 carries (Anexo 20, Receptor/@Nombre). */
export const MAX_INVOICE_NAME = 254;

/** A Mexican postal code: five digits; none starts with 00. */
const POSTAL_CODE = /^(?!00)\d{5}$/u;

/** The name as the SAT writes it: upper case, single spaces. */
export function normaliseInvoiceName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ').toUpperCase();
}

/** Every field's problem at once, in the form's order; an empty list when the request is good. */
export function checkInvoiceRequest(
  input: InvoiceRequestInput,
): { ok: true; request: InvoiceRequestData } | { ok: false; errors: InvoiceFieldError[] } {
  const errors: InvoiceFieldError[] = [];
  const rfc = input.rfc.trim() === '' ? null : checkRfc(input.rfc);
  if (!rfc) errors.push({ field: 'rfc', problem: 'required' });
  else if (!rfc.ok) errors.push({ field: 'rfc', problem: rfc.problem });
  const personType = rfc?.ok ? rfc.personType : null;

  const name = normaliseInvoiceName(input.name);
  if (name === '') errors.push({ field: 'name', problem: 'required' });
  else if (name.length > MAX_INVOICE_NAME) errors.push({ field: 'name', problem: 'too-long' });

  const regime = findTaxRegime(input.taxRegime);
  if (input.taxRegime === '') errors.push({ field: 'taxRegime', problem: 'required' });
  else if (!regime) errors.push({ field: 'taxRegime', problem: 'unknown' });
  else if (personType && !regime.for.includes(personType)) {
    errors.push({ field: 'taxRegime', problem: 'wrong-person-type' });
  }

  const use = findCfdiUse(input.cfdiUse);
  if (input.cfdiUse === '') errors.push({ field: 'cfdiUse', problem: 'required' });
  else if (!use) errors.push({ field: 'cfdiUse', problem: 'unknown' });
  else if (regime && !isAllowedCombination(regime.code, use.code, personType)) {
    errors.push({ field: 'cfdiUse', problem: 'not-allowed' });
  }

  const postalCode = input.postalCode.trim();
  if (postalCode === '') errors.push({ field: 'postalCode', problem: 'required' });
  else if (!POSTAL_CODE.test(postalCode)) errors.push({ field: 'postalCode', problem: 'format' });

  if (errors.length > 0 || !rfc?.ok) return { ok: false, errors };
  return {
    ok: true,
    request: {
      rfc: rfc.rfc,
      name,
      taxRegime: input.taxRegime,
      cfdiUse: input.cfdiUse,
      postalCode,
      personType: rfc.personType,
    },
  };
}
