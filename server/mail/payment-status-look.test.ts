import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '#app/i18n/catalogues.server';
import { PAYMENT_STATUSES } from '#domain/order/payment';
import { PAYMENT_STATUS_LOOK, type StatusTone } from '#domain/order/payment-status-look';
import { LOCALES } from '#site/locales';
import { EMAIL_COPY } from './email-copy';

/**
 * The one table of how a payment's status is shown (domain/order/payment-status-look.ts): every
 * status has one tone, and a word under the table's key in every catalogue that shows statuses
 * (the buyer's pages, the console, the emails), in both languages.
 */
const TONES: readonly StatusTone[] = ['success', 'warning', 'danger', 'violet', 'muted'];

describe('payment status look', () => {
  it('gives every status one tone, and no status more than the table holds', () => {
    expect(Object.keys(PAYMENT_STATUS_LOOK).sort()).toEqual([...PAYMENT_STATUSES].sort());
    for (const status of PAYMENT_STATUSES) {
      expect(TONES, status).toContain(PAYMENT_STATUS_LOOK[status].tone);
    }
    // DENIED was a warning on the buyer's pages and a danger in the console: one tone now.
    expect(PAYMENT_STATUS_LOOK.DENIED.tone).toBe('danger');
  });

  for (const locale of LOCALES) {
    it(`has a word for every status in every catalogue (${locale})`, () => {
      const catalogue = CATALOGUES[locale];
      const shelves = {
        buyer: catalogue.orders.statusLabels,
        console: catalogue.operatorConsole.paymentStatus,
        email: EMAIL_COPY[locale].paymentStatusLabels,
      };
      for (const [where, words] of Object.entries(shelves)) {
        expect(Object.keys(words).sort(), where).toEqual([...PAYMENT_STATUSES].sort());
        for (const status of PAYMENT_STATUSES) {
          const word = words[PAYMENT_STATUS_LOOK[status].label];
          expect(word?.trim(), `${where} ${status}`).toBeTruthy();
        }
      }
    });
  }

  it('says each status in Spanish in words of its own, not the English ones', () => {
    for (const status of PAYMENT_STATUSES) {
      const { label } = PAYMENT_STATUS_LOOK[status];
      expect(CATALOGUES.es.orders.statusLabels[label]).not.toBe(
        CATALOGUES.en.orders.statusLabels[label],
      );
      expect(EMAIL_COPY.es.paymentStatusLabels[label]).not.toBe(
        EMAIL_COPY.en.paymentStatusLabels[label],
      );
    }
  });
});
