/**
 * The exchange rate the Spanish pages estimate prices in pesos with ('≈ MXN 6,799' beside
 * 'USD 391'), set by the operator with the day it was taken. The charge is always in US dollars;
 * the estimate only helps a Mexican reader. It is a build-time value: the prerendered pages carry
 * it, and nothing fetches a rate at run time. To change it, edit both fields and rebuild
 * (docs/configuration.md, "The peso estimate"). Pure data: imports nothing.
 */
export const PESO_ESTIMATE_RATE = {
  /** Pesos per US dollar, as the operator writes it: at most 4 decimals, below 1,000. */
  pesosPerDollar: '17.39',
  /** The day the rate was taken (YYYY-MM-DD), said beside the estimate. */
  asOf: '2026-11-20',
} as const;
