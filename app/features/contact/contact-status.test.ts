import { describe, expect, it } from 'vitest';
import {
  type ContactStatus,
  type ContactStatusEvent,
  contactStatusReducer,
} from './contact-status';

describe('contactStatusReducer', () => {
  const table: [ContactStatus, ContactStatusEvent['type'], ContactStatus][] = [
    ['idle', 'submit', 'sending'],
    ['sending', 'opened', 'sent'],
    ['sending', 'failed', 'error'],
    ['sent', 'sentTimeout', 'idle'],
    ['error', 'edit', 'idle'],
    ['error', 'submit', 'sending'],
    ['sent', 'submit', 'sending'],
    // Events that do not apply leave the status alone.
    ['sending', 'submit', 'sending'],
    ['idle', 'edit', 'idle'],
    ['sent', 'edit', 'sent'],
    ['sending', 'edit', 'sending'],
    ['idle', 'opened', 'idle'],
    ['idle', 'failed', 'idle'],
    ['error', 'sentTimeout', 'error'],
    ['idle', 'sentTimeout', 'idle'],
  ];

  it.each(table)('%s + %s → %s', (from, type, to) => {
    expect(contactStatusReducer(from, { type } as ContactStatusEvent)).toBe(to);
  });
});
