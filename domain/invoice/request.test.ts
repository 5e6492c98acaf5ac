import { describe, expect, it } from 'vitest';
import { checkInvoiceRequest } from './request';

const good = {
  rfc: 'gode561231gr8',
  name: '  Dolores   Godínez  ',
  taxRegime: '612',
  cfdiUse: 'G03',
  postalCode: '06600',
};

describe('invoice request', () => {
  it('normalises a good request and names the taxpayer', () => {
    expect(checkInvoiceRequest(good)).toEqual({
      ok: true,
      request: { ...good, rfc: 'GODE561231GR8', name: 'DOLORES GODÍNEZ', personType: 'fisica' },
    });
  });

  it('names every field at fault at once, in the form order', () => {
    const answer = checkInvoiceRequest({
      rfc: 'EKU9003173C8',
      name: ' ',
      taxRegime: '999',
      cfdiUse: 'G03',
      postalCode: '6600',
    });
    expect(answer).toEqual({
      ok: false,
      errors: [
        { field: 'rfc', problem: 'check-digit' },
        { field: 'name', problem: 'required' },
        { field: 'taxRegime', problem: 'unknown' },
        { field: 'postalCode', problem: 'format' },
      ],
    });
  });

  it("refuses a regime not of the RFC's kind and a use the SAT does not allow with it", () => {
    expect(checkInvoiceRequest({ ...good, taxRegime: '601' })).toMatchObject({
      ok: false,
      errors: [{ field: 'taxRegime', problem: 'wrong-person-type' }],
    });
    expect(checkInvoiceRequest({ ...good, taxRegime: '616' })).toMatchObject({
      ok: false,
      errors: [{ field: 'cfdiUse', problem: 'not-allowed' }],
    });
    expect(
      checkInvoiceRequest({ ...good, rfc: 'EKU9003173C9', taxRegime: '601', cfdiUse: 'D01' }),
    ).toMatchObject({ ok: false, errors: [{ field: 'cfdiUse', problem: 'not-allowed' }] });
  });

  it('asks for every field', () => {
    const answer = checkInvoiceRequest({
      rfc: '',
      name: '',
      taxRegime: '',
      cfdiUse: '',
      postalCode: '',
    });
    expect(answer.ok ? [] : answer.errors.map((e) => `${e.field}:${e.problem}`)).toEqual([
      'rfc:required',
      'name:required',
      'taxRegime:required',
      'cfdiUse:required',
      'postalCode:required',
    ]);
  });
});
