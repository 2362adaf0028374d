import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRoster } from '../nrp/checkRoster';
import { solveNrpReference } from './nrpReference';
import { nrpBenchmarkDir } from '../nrp/benchmarkDir';
import { readInstance } from '../nrp/readInstance';
import { readRosterCsv, writeRosterCsv } from '../nrp/rosterCsv';

const BENCHMARKS = nrpBenchmarkDir();
const load = (name: string) => readInstance(readFileSync(join(BENCHMARKS, `${name}.txt`), 'utf8'));
const bestKnown = (name: string): number =>
  Number(
    readFileSync(join(BENCHMARKS, 'best-known.csv'), 'utf8')
      .split('\n')
      .find((row) => row.startsWith(`${name},`))
      ?.split(',')[4],
  );

// Instances 1 and 2 take a few seconds each; Instance 3 and the rest: scripts/nrp-reference.ts. No time limit: HiGHS
// proves each optimum whatever the machine (jest's timeout is the only clock).
describe('HiGHS reference on the public benchmark', () => {
  it.each(['Instance1', 'Instance2'])(
    '%s: the proven optimum is the best-known value and the checker prices its roster at it',
    async (name) => {
      const instance = load(name);
      const run = await solveNrpReference(instance, { timeLimitSec: Infinity });
      expect(run.status).toBe('Optimal');
      expect(run.objective).toBe(bestKnown(name));
      const check = checkRoster(instance, run.roster);
      expect(check.violations).toEqual([]);
      expect(check.objective).toBe(bestKnown(name));
      // The CSV carries the roster whole: read back, it prices the same.
      expect(checkRoster(instance, readRosterCsv(instance, writeRosterCsv(instance, run.roster))).objective).toBe(
        bestKnown(name),
      );
    },
    30_000,
  );

  // Each end reading alone is disproven: a run of days off (Instance1) or of shifts (Instance2) touching day 0 or
  // the last day must be exempt from the min consecutive rules, or the published values are out of reach.
  it.each([
    ['Instance1', 'bind-days-off', 807],
    ['Instance2', 'bind-shifts', 833],
  ] as const)(
    '%s with the other reading (%s) has an optimum %d above the best-known value',
    async (name, endRuns, optimum) => {
      const run = await solveNrpReference(load(name), { timeLimitSec: Infinity, endRuns });
      expect(run.status).toBe('Optimal');
      expect(run.objective).toBe(optimum);
      expect(optimum).toBeGreaterThan(bestKnown(name));
    },
    30_000,
  );
});
