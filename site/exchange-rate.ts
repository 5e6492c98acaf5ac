/**
 * The exchange rate the Spanish pages estimate prices in pesos with ('≈ MXN 6,799' beside
 * 'USD 391'), set by the operator with the day it was taken. The charge is always in US dollars;
 * the estimate only helps a Mexican reader. It is a build-time value: the prerendered pages carry
 * it, and nothing fetches a rate at run time. The operator sets it in the build's environment,
 * VITE_PESO_PER_DOLLAR and VITE_PESO_RATE_AS_OF, and builds again; without them the pages use
 * the default below (docs/configuration.md, "The peso estimate"). Pure data: imports nothing.
 */
export interface PesoEstimateRate {
  /** Pesos per US dollar, as the operator writes it: at most 4 decimals, above 0, below 1,000. */
  pesosPerDollar: string;
  /** The day the rate was taken (YYYY-MM-DD), said beside the estimate. */
  asOf: string;
}

/** The rate of a build whose environment names none, and its day. */
export const DEFAULT_PESOS_PER_DOLLAR = '17.39';
export const DEFAULT_PESO_RATE_AS_OF = '2026-11-20';

export const DEFAULT_PESO_ESTIMATE_RATE: PesoEstimateRate = {
  pesosPerDollar: DEFAULT_PESOS_PER_DOLLAR,
  asOf: DEFAULT_PESO_RATE_AS_OF,
};

const RATE = /^\d{1,3}(\.\d{1,4})?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The rate a build's environment sets, or the default when it sets neither variable. Throws,
 * naming the variable and what it takes, when one is set without the other or is not valid: a
 * build must not carry a rate nobody meant.
 */
export function pesoEstimateRate(
  env: Record<string, string | boolean | undefined>,
): PesoEstimateRate {
  const text = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const pesosPerDollar = text('VITE_PESO_PER_DOLLAR');
  const asOf = text('VITE_PESO_RATE_AS_OF');
  if (pesosPerDollar === undefined && asOf === undefined) return DEFAULT_PESO_ESTIMATE_RATE;
  if (
    pesosPerDollar === undefined ||
    !RATE.test(pesosPerDollar) ||
    /^0+(\.0+)?$/.test(pesosPerDollar)
  ) {
    throw new Error(
      `VITE_PESO_PER_DOLLAR: "${pesosPerDollar ?? ''}" is not a rate: pesos per US dollar, above 0 and below 1000, at most 4 decimals (17.39), set together with VITE_PESO_RATE_AS_OF`,
    );
  }
  if (asOf === undefined || !isCalendarDay(asOf)) {
    throw new Error(
      `VITE_PESO_RATE_AS_OF: "${asOf ?? ''}" is not a day: the day the rate was taken, YYYY-MM-DD (2026-11-20), set together with VITE_PESO_PER_DOLLAR`,
    );
  }
  return { pesosPerDollar, asOf };
}
