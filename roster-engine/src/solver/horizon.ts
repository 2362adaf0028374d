/**
 * Horizons over `LONG_HORIZON_DAYS` (beyond two months: a year for a large site, issue 32) are long:
 * there the search leaves out what costs it the square of the horizon or a whole-row exchange after
 * every move (rowDp.ts's exact counts, searchRoster.ts's polish) and gives the absorb, which looks
 * at every day's workers, a smaller share; each measured on 500 x 365 of the bench.
 */
export const LONG_HORIZON_DAYS = 62;

export const isLongHorizon = (days: number): boolean => days > LONG_HORIZON_DAYS;
