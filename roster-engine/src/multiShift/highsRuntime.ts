/** The HiGHS solver (the `highs` package, WebAssembly), loaded once per process on first use. */
import loadHighs from 'highs';
import type { Highs } from 'highs';

let runtime: Promise<Highs> | null = null;

export const highsRuntime = (): Promise<Highs> => (runtime ??= loadHighs());

/** A time limit for HiGHS in seconds: at least 0.01; none (the largest finite value) when not finite. */
export const highsSeconds = (seconds: number): number =>
  Number.isFinite(seconds) ? Math.max(0.01, seconds) : Number.MAX_VALUE;
