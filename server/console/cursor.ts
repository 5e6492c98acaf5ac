import { isWithinInstantRange } from '#domain/admin-api';
import { ORDER_ID_PATTERN } from '#domain/order/order';
import { ApiError } from '../platform/api-error';
import type { AuditPosition, ListPosition } from './store';

/**
 * Keyset cursors: where the next page starts, as an opaque string for the console to hand back.
 * They carry the last row's exact time and id, never an offset, so a page costs the same however
 * deep it is and a record added meanwhile neither repeats nor skips a row.
 */

const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * A time as exactTime (platform/keyset.ts) writes it, naming a real instant within the range the
 * console may ask for: the database is never handed a February 30th or a year 0 (it would refuse
 * the query with an error, not with an empty page). JavaScript rolls an impossible date over
 * (February 30th is March 2nd), so the date read back must be the one written.
 */
function isExactTime(value: unknown): value is string {
  if (typeof value !== 'string' || !EXACT_TIME.test(value)) return false;
  const date = new Date(value);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 19) === value.slice(0, 19) &&
    isWithinInstantRange(date)
  );
}

const encode = (parts: readonly (string | number)[]) =>
  Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');

function decode(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

const invalid = () =>
  new ApiError(400, 'INVALID_CURSOR', 'This page link is not valid: start from the first page.');

export function encodeListCursor(position: ListPosition): string {
  return encode([position.at, position.orderId]);
}

export function decodeListCursor(cursor: string): ListPosition {
  const parts = decode(cursor);
  if (!Array.isArray(parts) || parts.length !== 2) throw invalid();
  const [at, orderId] = parts as unknown[];
  if (!isExactTime(at)) throw invalid();
  if (typeof orderId !== 'string' || !ORDER_ID_PATTERN.test(orderId)) throw invalid();
  return { at, orderId };
}

export function encodeAuditCursor(position: AuditPosition): string {
  return encode([position.at, position.id]);
}

export function decodeAuditCursor(cursor: string): AuditPosition {
  const parts = decode(cursor);
  if (!Array.isArray(parts) || parts.length !== 2) throw invalid();
  const [at, id] = parts as unknown[];
  if (!isExactTime(at)) throw invalid();
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw invalid();
  return { at, id };
}
