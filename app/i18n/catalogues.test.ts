import { describe, expect, it } from 'vitest';
import { LOCALES } from '#site/locales';
import { PAGES, type PageKey } from '#site/pages';
import { ERROR_FALLBACK_TITLE } from '../content/error-fallback';
import { placeholdersOf } from '../lib/message-format';
import { CATALOGUES } from './catalogues.server';

type Leaf = { path: string; value: string | number | boolean | null };

/** Every leaf of a catalogue with its path: 'cart.title', 'news.items.0.title'. */
function leaves(value: unknown, path = ''): Leaf[] {
  if (value === null || typeof value !== 'object') {
    return [{ path, value: value as Leaf['value'] }];
  }
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, path ? `${path}.${key}` : key),
  );
}

const english = leaves(CATALOGUES.en);
const byPath = (locale: (typeof LOCALES)[number]) =>
  new Map(leaves(CATALOGUES[locale]).map((leaf) => [leaf.path, leaf.value]));

describe('the catalogues', () => {
  it('say everything in every language: the same messages, none left empty', () => {
    for (const locale of LOCALES) {
      const messages = byPath(locale);
      expect([...messages.keys()].sort(), locale).toEqual(english.map((leaf) => leaf.path).sort());
      for (const { path, value } of english) {
        // Empty only where English is too: a decorative image's alt text.
        const empty = (text: unknown) => typeof text === 'string' && text.trim() === '';
        expect(empty(messages.get(path)), `${locale}: ${path}`).toBe(empty(value));
      }
    }
  });

  it('keep each message’s placeholders in every language', () => {
    const spanish = byPath('es');
    for (const { path, value } of english) {
      if (typeof value !== 'string') continue;
      const other = spanish.get(path);
      expect(placeholdersOf(String(other)), path).toEqual(placeholdersOf(value));
    }
  });

  it('are data only: no functions travel into a page', () => {
    for (const locale of LOCALES) {
      for (const { path, value } of leaves(CATALOGUES[locale])) {
        expect(typeof value, `${locale}: ${path}`).not.toBe('function');
      }
    }
  });

  it('give every page a title within 60 characters and a description of 120 to 160', () => {
    for (const locale of LOCALES) {
      for (const key of Object.keys(PAGES) as PageKey[]) {
        if ('testOnly' in PAGES[key]) continue;
        const { title, description } = CATALOGUES[locale].pages[key];
        expect(title.length, `${locale}: ${key}`).toBeLessThanOrEqual(60);
        expect(
          description.length,
          `${locale}: ${key} (${description.length})`,
        ).toBeGreaterThanOrEqual(120);
        expect(description.length, `${locale}: ${key} (${description.length})`).toBeLessThanOrEqual(
          160,
        );
      }
    }
  });

  it('title the error page as the browser’s fallback does, for when the words never arrive', () => {
    for (const locale of LOCALES) {
      expect(CATALOGUES[locale].shell.errorPage.title).toBe(ERROR_FALLBACK_TITLE[locale]);
    }
  });

  it('translate the Spanish site: most of what it says differs from the English', () => {
    const spanish = byPath('es');
    const texts = english.filter(
      (leaf): leaf is { path: string; value: string } =>
        typeof leaf.value === 'string' &&
        /\s/.test(leaf.value) &&
        !/^(https?:|\/|mailto:)/.test(leaf.value),
    );
    const same = texts.filter((leaf) => spanish.get(leaf.path) === leaf.value);
    // Brand names, addresses and the like stay the same; sentences do not.
    expect(same.length / texts.length).toBeLessThan(0.1);
  });
});
