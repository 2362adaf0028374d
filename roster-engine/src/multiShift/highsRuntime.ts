/** The HiGHS solver (the `highs` package, WebAssembly), loaded once per process on first use. */
import loadHighs from 'highs';
import type { Highs } from 'highs';

let runtime: Promise<Highs> | null = null;

export const highsRuntime = (): Promise<Highs> => (runtime ??= loadHighs());
