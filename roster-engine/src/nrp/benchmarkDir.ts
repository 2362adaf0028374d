/**
 * The folder of the public benchmark's files (shared/benchmarks/nrp/, beside the repository): found by
 * walking up from here, so tests and scripts keep finding it wherever this folder moves in the repository.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function nrpBenchmarkDir(from: string = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'benchmarks', 'nrp');
    if (existsSync(join(candidate, 'best-known.csv'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`no shared/benchmarks/nrp/best-known.csv above ${from}`);
  }
}
