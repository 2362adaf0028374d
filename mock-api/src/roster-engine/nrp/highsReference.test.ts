import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRoster } from './checkRoster';
import { solveNrpReference } from './highsReference';
import { nrpBenchmarkDir } from './benchmarkDir';
import { readInstance } from './readInstance';
import { readRosterCsv, writeRosterCsv } from './rosterCsv';

const BENCHMARKS = nrpBenchmarkDir();
const load = (name: string) => readInstance(readFileSync(join(BENCHMARKS, `${name}.txt`), 'utf8'));
const bestKnown = (name: string): number =>
  Number(
    readFileSync(join(BENCHMARKS, 'best-known.csv'), 'utf8')
      .split('\n')
      .find((row) => row.startsWith(`${name},`))
      ?.split(',')[4],
  );

// Instances 1 and 2 take a few seconds each; Instance 3 and the rest: scripts/nrp-reference.ts.
describe('HiGHS reference on the public benchmark', () => {
  it.each(['Instance1', 'Instance2'])(
    '%s: the proven optimum is the best-known value and the checker prices its roster at it',
    async (name) => {
      const instance = load(name);
      const run = await solveNrpReference(instance, { timeLimitSec: 60 });
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

  it('the other reading (min runs bind at the horizon ends) cannot reach the published value of Instance1', async () => {
    const run = await solveNrpReference(load('Instance1'), { timeLimitSec: 60, endRuns: 'bind' });
    expect(run.status).toBe('Optimal');
    expect(run.objective).toBe(807);
    expect(run.objective).toBeGreaterThan(bestKnown('Instance1'));
  }, 30_000);
});
