// chrome-launcher comes with lighthouse (its own dependency); it starts Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#dev/chromium';
import { SITEMAP_PATHS } from '#site/pages';
import { type Budgets, firstPaintBudgetBytes } from './lib/budgets';
import { formatKiB, measureFirstPaintJs } from './lib/first-paint-js';
import { waitForQuietCpu } from './lib/quiet-cpu';
import { median, round, table } from './lib/report';
import { mainThreadBlocking, type TraceEvent } from './lib/trace-blocking';

/**
 * Lighthouse 12 on every route: the default (mobile) configuration, so a Moto G Power-sized
 * screen, simulated slow 4G and a 4× slower CPU; `runs` fresh Chromium sessions per route and
 * the median of each figure. Beside Lighthouse's figures, the first-paint JS measured from the
 * build (the budgeted figure) and the script bytes Lighthouse saw the server send.
 */

const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

const CATEGORY_IDS = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORY_IDS)[number];

export interface RunFigures {
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Bytes of script the server actually sent during the load (brotli over the wire). */
  scriptTransferBytes: number;
  /**
   * TBT recomputed from the run's trace with each task's CPU time instead of its wall time (see
   * lib/trace-blocking.ts): the page's own work without the machine's contention. Diagnostic.
   */
  tbtCpuMs: number;
}

/** An audit that did not pass, kept to explain a failed budget. */
export interface AuditNote {
  id: string;
  category: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** The element, resource or URL the audit points at, when it names one. */
  items?: string[];
}

export interface RouteResult {
  route: string;
  url: string;
  runs: RunFigures[];
  median: RunFigures;
  firstPaintJs: {
    gzipBytes: number;
    /** Brotli quality 11, what the server sends: issue 40 part 4's unit. */
    brotliBytes: number;
    rawBytes: number;
    chunks: { url: string; gzipBytes: number; brotliBytes: number }[];
  };
  /** From the run whose performance score is the median one. */
  lcpElement?: string;
  diagnostics: AuditNote[];
  /** Audits Lighthouse could not run (a crashed gatherer): the figures of that run are suspect. */
  runWarnings: string[];
  /** The machine's idle CPU share just before each run (0-1); below 0.8 the run waited in vain. */
  cpuIdleBeforeRuns: number[];
}

export interface BudgetFailure {
  route: string;
  metric: string;
  value: string;
  budget: string;
}

const numeric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** One Lighthouse run: its report, and what its trace says about the main thread. */
interface Run {
  lhr: LighthouseResult;
  tbtCpuMs: number;
}

function figuresOf({ lhr, tbtCpuMs }: Run): RunFigures {
  const scores = Object.fromEntries(
    CATEGORY_IDS.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<CategoryId, number>;
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType?: string; transferSize?: number }[] | undefined;
  return {
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    scriptTransferBytes: (requests ?? [])
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    tbtCpuMs,
  };
}

function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(
      CATEGORY_IDS.map((id) => [id, of((run) => run.scores[id])]),
    ) as Record<CategoryId, number>,
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    fcpMs: of((run) => run.fcpMs),
    speedIndexMs: of((run) => run.speedIndexMs),
    scriptTransferBytes: of((run) => run.scriptTransferBytes),
    tbtCpuMs: of((run) => run.tbtCpuMs),
  };
}

/** Short, readable names for what an audit's details point at. */
function itemsOf(details: unknown): string[] {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  const describe = (item: unknown): string | undefined => {
    if (!item || typeof item !== 'object') return undefined;
    const record = item as Record<string, unknown>;
    const node = record.node as { snippet?: string; selector?: string } | undefined;
    if (node?.snippet) return `${node.selector ?? ''} ${node.snippet}`.trim().slice(0, 200);
    if (typeof record.url === 'string') {
      const extra =
        typeof record.wastedBytes === 'number'
          ? ` (${formatKiB(record.wastedBytes)} KiB unused)`
          : typeof record.total === 'number'
            ? ` (${Math.round(record.total)} ms)`
            : '';
      return `${record.url}${extra}`;
    }
    // Tables nested one level down (the LCP element audit in Lighthouse 12).
    if (record.type === 'table' || Array.isArray(record.items)) return itemsOf(record).join('; ');
    return undefined;
  };
  return items
    .map(describe)
    .filter((text): text is string => Boolean(text))
    .slice(0, 5);
}

/** Audits that fell short (score < 0.9), by category; the weakest first. */
function diagnosticsOf(lhr: LighthouseResult): AuditNote[] {
  const notes: AuditNote[] = [];
  for (const id of CATEGORY_IDS) {
    const category = lhr.categories[id];
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      notes.push({
        id: audit.id,
        category: id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
        items: itemsOf(audit.details),
      });
    }
  }
  return notes.sort((a, b) => (a.score ?? 1) - (b.score ?? 1));
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART …): try that run again. */
async function runWithRetries(
  url: string,
  log: (line: string) => void,
  attempts = 3,
): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`  ${url}: ${error instanceof Error ? error.message : error}; running it again`);
    }
  }
}

async function runOnce(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORY_IDS],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    const blocking = trace ? mainThreadBlocking(trace.traceEvents, url) : undefined;
    return { lhr: result.lhr, tbtCpuMs: blocking?.cpuMs ?? Number.NaN };
  } finally {
    chrome.kill();
  }
}

export async function runLighthouse({
  baseUrl,
  clientDir,
  runs,
  routes = SITEMAP_PATHS,
  log = console.log,
}: {
  baseUrl: string;
  clientDir: string;
  runs: number;
  routes?: readonly string[];
  log?: (line: string) => void;
}): Promise<RouteResult[]> {
  const results: RouteResult[] = [];
  for (const route of routes) {
    const url = new URL(route, baseUrl).href;
    const done: Run[] = [];
    const cpuIdleBeforeRuns: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const cpu = await waitForQuietCpu();
      cpuIdleBeforeRuns.push(round(cpu.idle, 2));
      if (!cpu.quiet) {
        log(
          `  ${route} run ${run}: the CPU is still only ${Math.round(cpu.idle * 100)} % idle after ${Math.round(cpu.waitedMs / 1000)} s; TBT will count the other work too`,
        );
      }
      const started = performance.now();
      const result = await runWithRetries(url, log);
      done.push(result);
      const figures = figuresOf(result);
      log(
        `  ${route} run ${run}/${runs}: perf ${figures.scores.performance}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms (by CPU time ${Math.round(figures.tbtCpuMs)} ms) (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    const lhrs = done.map((run) => run.lhr);
    const runFigures = done.map(figuresOf);
    // The run whose performance score is the median one explains the figures.
    const byPerformance = lhrs
      .map((lhr, index) => ({ lhr, score: runFigures[index]?.scores.performance ?? 0 }))
      .sort((a, b) => a.score - b.score);
    const representative = byPerformance[Math.floor(byPerformance.length / 2)]
      ?.lhr as LighthouseResult;
    const firstPaint = measureFirstPaintJs(clientDir, route);
    results.push({
      route,
      url,
      runs: runFigures,
      median: medianFigures(runFigures),
      firstPaintJs: {
        gzipBytes: firstPaint.totalGzipBytes,
        brotliBytes: firstPaint.totalBrotliBytes,
        rawBytes: firstPaint.totalRawBytes,
        chunks: firstPaint.chunks.map(({ url, gzipBytes, brotliBytes }) => ({
          url,
          gzipBytes,
          brotliBytes,
        })),
      },
      lcpElement: itemsOf(representative.audits['largest-contentful-paint-element']?.details)[0],
      diagnostics: diagnosticsOf(representative),
      runWarnings: lhrs.flatMap((lhr) => lhr.runWarnings),
      cpuIdleBeforeRuns,
    });
  }
  return results;
}

/** Every budget of bench/budgets.json a route misses, by its median figures. */
export function lighthouseBudgetFailures(
  results: readonly RouteResult[],
  budgets: Budgets,
): BudgetFailure[] {
  const failures: BudgetFailure[] = [];
  for (const result of results) {
    const { median: figures, route } = result;
    for (const id of CATEGORY_IDS) {
      if (!(figures.scores[id] >= budgets.categories[id])) {
        failures.push({
          route,
          metric: `${id} score`,
          value: String(figures.scores[id]),
          budget: `≥ ${budgets.categories[id]}`,
        });
      }
    }
    const checks: [string, number, number, (n: number) => string][] = [
      ['LCP', figures.lcpMs, budgets.largestContentfulPaintMs, (n) => `${Math.round(n)} ms`],
      ['TBT', figures.tbtMs, budgets.totalBlockingTimeMs, (n) => `${Math.round(n)} ms`],
      ['CLS', figures.cls, budgets.cumulativeLayoutShift, (n) => n.toFixed(3)],
      [
        'first-paint JS (brotli)',
        result.firstPaintJs.brotliBytes,
        firstPaintBudgetBytes(budgets),
        (n) => `${formatKiB(n)} KiB`,
      ],
    ];
    for (const [metric, value, budget, format] of checks) {
      if (!(value <= budget)) {
        failures.push({ route, metric, value: format(value), budget: `≤ ${format(budget)}` });
      }
    }
  }
  return failures;
}

export function lighthouseTable(results: readonly RouteResult[]): string {
  return table(
    [
      'route',
      'perf',
      'a11y',
      'bp',
      'seo',
      'LCP ms',
      'TBT ms',
      'TBT cpu',
      'CLS',
      'FCP ms',
      'JS gz KiB',
      'JS br KiB',
      'JS sent KiB',
    ],
    results.map(({ route, median: m, firstPaintJs }) => [
      route,
      String(m.scores.performance),
      String(m.scores.accessibility),
      String(m.scores['best-practices']),
      String(m.scores.seo),
      String(Math.round(m.lcpMs)),
      String(Math.round(m.tbtMs)),
      String(Math.round(m.tbtCpuMs)),
      m.cls.toFixed(3),
      String(Math.round(m.fcpMs)),
      formatKiB(firstPaintJs.gzipBytes),
      formatKiB(firstPaintJs.brotliBytes),
      formatKiB(m.scriptTransferBytes),
    ]),
  );
}

/** Why each failing route fails: the audits behind it, from the representative run. */
export function explainFailures(
  results: readonly RouteResult[],
  failures: readonly BudgetFailure[],
): string {
  const lines: string[] = [];
  for (const result of results) {
    const own = failures.filter((failure) => failure.route === result.route);
    if (own.length === 0) continue;
    lines.push(`${result.route}: ${own.map((f) => `${f.metric} ${f.value}`).join(', ')}`);
    if (result.lcpElement) lines.push(`  LCP element: ${result.lcpElement}`);
    for (const note of result.diagnostics.slice(0, 8)) {
      const value = note.displayValue ? ` (${note.displayValue})` : '';
      lines.push(`  [${note.category}] ${note.id}: ${note.title}${value}`);
      for (const item of note.items ?? []) lines.push(`      ${item}`);
    }
  }
  return lines.join('\n');
}

export function summarise(results: readonly RouteResult[]) {
  return results.map((result) => ({
    route: result.route,
    ...result.median.scores,
    lcpMs: round(result.median.lcpMs),
    tbtMs: round(result.median.tbtMs),
    tbtCpuMs: round(result.median.tbtCpuMs),
    cls: round(result.median.cls, 3),
    firstPaintJsGzipKiB: round(result.firstPaintJs.gzipBytes / 1024, 1),
    firstPaintJsBrotliKiB: round(result.firstPaintJs.brotliBytes / 1024, 1),
  }));
}
