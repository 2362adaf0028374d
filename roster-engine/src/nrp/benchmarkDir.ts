/**
 * The project's copy of the public shift scheduling benchmark (roster-engine/benchmarks/nrp/: the instances,
 * best-known.csv and the licence they come under). Tests, the bench and `npm run nrp` read it from here; any
 * other instance file can be passed to the scripts by its path.
 */
import { join } from 'node:path';

export const NRP_BENCHMARK_DIR = join(__dirname, '..', '..', 'benchmarks', 'nrp');

export function nrpBenchmarkDir(): string {
  return NRP_BENCHMARK_DIR;
}
