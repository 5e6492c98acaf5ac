import { isWithinInstantRange } from '#domain/admin-api';
import { SUBSCRIPTION_ID_PATTERN } from '#domain/subscription';
import { ApiError } from '../platform/api-error';

/**
 * The console's subscriptions list pages by keyset, as its orders list does (console/cursor.ts):
 * the last row's exact `created_at` and id, opaque to the console, never an offset.
 */

const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const invalid = () =>
  new ApiError(400, 'INVALID_CURSOR', 'This page link is not valid: start from the first page.');

export function encodeSubscriptionCursor(position: { at: string; id: string }): string {
  return Buffer.from(JSON.stringify([position.at, position.id]), 'utf8').toString('base64url');
}

export function decodeSubscriptionCursor(cursor: string): { at: string; id: string } {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parts) || parts.length !== 2) throw invalid();
  const [at, id] = parts as unknown[];
  if (typeof at !== 'string' || !EXACT_TIME.test(at)) throw invalid();
  const date = new Date(at);
  // A February 30th rolls over in JavaScript: the date read back must be the one written.
  if (
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 19) !== at.slice(0, 19) ||
    !isWithinInstantRange(date)
  ) {
    throw invalid();
  }
  if (typeof id !== 'string' || !SUBSCRIPTION_ID_PATTERN.test(id)) throw invalid();
  return { at, id };
}
