import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KIB } from './first-paint-js';

/** The budgets of issue 9, read from bench/budgets.json (the one place they are written). */
export interface Budgets {
  /** Minimum Lighthouse category scores, 0–100, keyed by Lighthouse category id. */
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** First-paint JavaScript per route, brotli at quality 11 (issue 40 part 4). */
  firstPaintJsBrotliKiB: number;
  /** The shell chunk (our layout; the framework has a chunk of its own), brotli (issue 40 part 4). */
  shellBrotliKiB: number;
}

export const BUDGETS_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'budgets.json',
);

export function loadBudgets(file = BUDGETS_FILE): Budgets {
  const budgets = JSON.parse(readFileSync(file, 'utf8')) as Budgets;
  const numbers = [
    ...Object.values(budgets.categories ?? {}),
    budgets.largestContentfulPaintMs,
    budgets.totalBlockingTimeMs,
    budgets.cumulativeLayoutShift,
    budgets.firstPaintJsBrotliKiB,
    budgets.shellBrotliKiB,
  ];
  if (
    Object.keys(budgets.categories ?? {}).length !== 4 ||
    numbers.some((n) => typeof n !== 'number')
  ) {
    throw new Error(`${file} is incomplete: every budget of issue 9 must be a number`);
  }
  return budgets;
}

/** The first-paint JS budget in bytes of brotli (KiB × 1024). */
export function firstPaintBudgetBytes(budgets: Budgets): number {
  return budgets.firstPaintJsBrotliKiB * KIB;
}
