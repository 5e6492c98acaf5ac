import { describe, expect, it } from 'vitest';
import { ApiError } from '../platform/api-error';
import { decodeAuditCursor, decodeListCursor, encodeAuditCursor, encodeListCursor } from './cursor';

const AT = '2027-03-01T12:00:00.123456Z';

describe('keyset cursors', () => {
  it('carry the exact time and the id there and back', () => {
    const list = { at: AT, orderId: '8XY12345ABCDEFGHI' };
    expect(decodeListCursor(encodeListCursor(list))).toEqual(list);
    const audit = { at: AT, id: 42 };
    expect(decodeAuditCursor(encodeAuditCursor(audit))).toEqual(audit);
  });

  it('refuse anything else with a 400 that says to start again', () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'not base64 json',
      forged([AT]),
      forged(['2027-03-01', 'ABC']),
      forged([AT, "x' OR 1=1"]),
      forged({ at: AT, orderId: 'ABC' }),
    ]) {
      expect(() => decodeListCursor(cursor)).toThrow(ApiError);
    }
    for (const cursor of [forged([AT, '1']), forged([AT, 0]), forged([AT, 1.5])]) {
      expect(() => decodeAuditCursor(cursor)).toThrow(/not valid/);
    }
  });

  it('refuse a time that names no real instant, or one outside 1970 to 9999, before any query', () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const at of [
      '2026-02-30T00:00:00.000000Z',
      '2027-02-29T12:00:00.000000Z',
      '2026-13-01T00:00:00.000000Z',
      '2026-04-31T00:00:00.000000Z',
      '2026-03-01T24:00:00.000000Z',
      '2026-03-01T23:60:00.000000Z',
      '2026-03-01T23:59:60.000000Z',
      '0000-01-01T00:00:00.000000Z',
      '1969-12-31T23:59:59.999999Z',
    ]) {
      expect(() => decodeListCursor(forged([at, 'ABC'])), at).toThrow(/not valid/);
      expect(() => decodeAuditCursor(forged([at, 1])), at).toThrow(/not valid/);
    }
    const leap = '2028-02-29T23:59:59.999999Z';
    expect(decodeListCursor(forged([leap, 'ABC']))).toEqual({ at: leap, orderId: 'ABC' });
  });
});
