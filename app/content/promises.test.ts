import { describe, expect, it } from 'vitest';
import { findProduct, type Product } from '#domain/catalog';
import { formatMoney } from '#domain/money';
import { CUSTOM_ELY_PLAN } from '#domain/subscription';
import { LOCALE_SETTINGS, LOCALES, type Locale } from '#site/locales';
import { CONTACT_EMAIL } from '#site/site';
import { CATALOGUES } from '../i18n/catalogues.server';
import { productLabels } from '../lib/product-labels';

/**
 * What the site promises a buyer binds the seller (LFPC art. 7), so it must say it once: the
 * warranty and the latest delivery day come from the catalogue (domain/catalog.ts), and every
 * sentence of either language that states them states the catalogue's figure.
 */

type Leaf = { path: string; text: string };

/**
 * Every string of a catalogue with its path: 'terms.sections.6.paragraphs.0'. A labelled value (a
 * product's specification, { label: 'Warranty', value: '2 years' }) is read as one sentence.
 */
function strings(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (value === null || typeof value !== 'object') return [];
  if ('label' in value && 'value' in value) {
    return [{ path, text: `${String(value.label)}: ${String(value.value)}` }];
  }
  return Object.entries(value).flatMap(([key, child]) =>
    strings(child, path ? `${path}.${key}` : key),
  );
}

/** A string's sentences (and list items, which are strings of their own). */
const sentences = (text: string) => text.split(/(?<=[.;])\s+/);

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  six: 6,
  twelve: 12,
  eighteen: 18,
  twenty: 20,
  un: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  seis: 6,
  doce: 12,
  dieciocho: 18,
};
const NUMBER = `\\d+|${Object.keys(NUMBER_WORDS).join('|')}`;
// '2 years', '12-month', '2 años', 'doce meses'.
const DURATION = new RegExp(
  `\\b(${NUMBER})[\\s\\u00a0-]*(years?|months?|años?|mes(?:es)?)\\b`,
  'gi',
);
const WARRANTY = /warrant|garant[ií]a|póliza/i;

/** Every duration a sentence states, in months. */
function durationsIn(sentence: string): number[] {
  return [...sentence.matchAll(DURATION)].map(([, count = '', unit = '']) => {
    const n = NUMBER_WORDS[count.toLowerCase()] ?? Number(count);
    return /^(year|año)/i.test(unit) ? n * 12 : n;
  });
}

const octahedron = findProduct('octahedron') as Product;

describe('the warranty', () => {
  for (const locale of LOCALES) {
    it(`is stated in ${locale} only as the catalogue’s ${octahedron.warrantyMonths} months`, () => {
      const stated = strings(CATALOGUES[locale]).flatMap(({ path, text }) =>
        sentences(text)
          .filter((sentence) => WARRANTY.test(sentence))
          .flatMap((sentence) => durationsIn(sentence).map((months) => ({ path, months }))),
      );
      for (const { path, months } of stated) {
        expect(months, `${locale}: ${path}`).toBe(octahedron.warrantyMonths);
      }
      // Where it must be said: the product's specifications, the ELY page, the page's description,
      // the terms, the returns policy and the warranty page itself.
      const places = new Set(stated.map(({ path }) => path.split('.')[0]));
      expect([...places].sort(), locale).toEqual(
        ['ely', 'pages', 'products', 'returns', 'terms', 'warranty'].sort(),
      );
    });
  }

  it('reads the same figure in both languages, from the catalogue', () => {
    const en = productLabels(CATALOGUES.en.productLabels, 'en-US');
    const es = productLabels(CATALOGUES.es.productLabels, 'es-MX');
    expect(en.warranty(octahedron)).toBe('2 years');
    expect(es.warranty(octahedron)).toBe('2 años');
  });
});

describe('the latest delivery day', () => {
  const latestWords: Record<Locale, RegExp> = { en: /at the latest/i, es: /a más tardar/i };
  for (const locale of LOCALES) {
    it(`is stated in ${locale} only as the catalogue’s ${octahedron.deliverBy}`, () => {
      const labels = productLabels(CATALOGUES[locale].productLabels, LOCALE_SETTINGS[locale].intl);
      const deliverBy = labels.presaleDates(octahedron)?.deliverBy ?? '';
      expect(deliverBy).not.toBe('');
      const stated = strings(CATALOGUES[locale]).filter(({ text }) =>
        latestWords[locale].test(text),
      );
      // The ELY page's FAQ and the terms' presale section (the price block fills it in itself).
      expect(stated.length, locale).toBeGreaterThanOrEqual(2);
      for (const { path, text } of stated) {
        if (path === 'productLabels.shipsFrom') continue;
        expect(text, `${locale}: ${path}`).toContain(deliverBy);
      }
      expect(labels.shipsFrom(octahedron)).toContain(deliverBy);
    });
  }
});

describe('the legal pages', () => {
  for (const locale of LOCALES) {
    it(`send every claim in ${locale} to one address`, () => {
      const copy = CATALOGUES[locale];
      const text = [copy.privacy, copy.terms, copy.returns, copy.warranty]
        .flatMap((page) => strings(page))
        .map(({ text: t }) => t)
        .join('\n');
      const addresses = new Set(text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g));
      expect([...addresses]).toEqual([CONTACT_EMAIL]);
    });
  }
});

describe('the subscription in the terms', () => {
  for (const locale of LOCALES) {
    const section = CATALOGUES[locale].terms.sections.find(({ id }) => id === 'subscriptions');
    const text = section?.paragraphs.join(' ') ?? '';
    it(`states in ${locale} the plan's price, the failed-payment limit, where to cancel and the code's fate`, () => {
      expect(section, 'a subscriptions section').toBeDefined();
      expect(text).toContain(formatMoney(CUSTOM_ELY_PLAN.priceCents, LOCALE_SETTINGS[locale].intl));
      expect(text).toMatch(locale === 'en' ? /three failed attempts/ : /tres intentos fallidos/);
      expect(text).toContain(CATALOGUES[locale].orders.account.subscription.heading);
      expect(text).toContain('SYN-');
    });
  }
});
