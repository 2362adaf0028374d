/**
 * npx tsx scripts/nrp-reference.ts [--seconds N] [--end-runs exempt|bind|bind-shifts|bind-days-off] [--out FILE] [Instance1 Instance2 …]
 * Solves benchmark instances exactly with the HiGHS reference (mock-api/src/roster-engine/nrp/highsReference.ts),
 * prices each roster with the independent checker, and compares with best-known.csv. Without names: Instances 1-3.
 * Exits 1 when the checker prices a roster differently from the MIP or finds a violation, when a proven optimum
 * differs from the best-known value, or when a roster beats it.
 * --end-runs bind (bind-shifts, bind-days-off: one kind only) solves the other reading of min consecutive runs at
 * the horizon's ends, to show which reading the published values use; --out writes the (last) roster as CSV.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRoster, nrpBenchmarkDir, readInstance, writeRosterCsv } from '@times/roster-engine/nrp';
import type { EndRuns } from '@times/roster-engine/nrp/reference';
import { END_RUNS, solveNrpReference } from '@times/roster-engine/nrp/reference';

const BENCHMARKS = nrpBenchmarkDir();

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined) throw new Error(`${name} needs a value`);
  args.splice(at, 2);
  return value;
}

async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  const seconds = Number(option(args, '--seconds') ?? 600);
  const endRuns = (option(args, '--end-runs') ?? 'exempt') as EndRuns;
  if (!END_RUNS.includes(endRuns)) throw new Error(`--end-runs is one of ${END_RUNS.join(', ')}`);
  const out = option(args, '--out');
  const names = args.length ? args : ['Instance1', 'Instance2', 'Instance3'];
  const bestKnown = new Map(
    readFileSync(join(BENCHMARKS, 'best-known.csv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((row) => row.split(','))
      .map((f): [string, number] => [f[0]!, Number(f[4])]),
  );
  let failed = false;
  console.log(`end runs: ${endRuns}, time limit ${seconds} s`);
  console.log('instance    status             optimum  bound  best-known  checker  violations  seconds');
  for (const name of names) {
    const instance = readInstance(readFileSync(join(BENCHMARKS, `${name}.txt`), 'utf8'));
    const run = await solveNrpReference(instance, { timeLimitSec: seconds, endRuns });
    const check = checkRoster(instance, run.roster);
    const best = bestKnown.get(name);
    console.log(
      [
        name.padEnd(11),
        run.status.padEnd(18),
        String(run.objective ?? '-').padStart(7),
        String(run.bound ?? '-').padStart(6),
        String(best ?? '-').padStart(11),
        String(check.objective).padStart(8),
        String(check.violations.length).padStart(11),
        run.seconds.toFixed(1).padStart(8),
      ].join(' '),
    );
    for (const v of check.violations.slice(0, 5))
      console.log(`  ${v.rule} ${v.employee} days ${v.days.join(' ')}: ${v.detail}`);
    // The checker must price the MIP's roster as the MIP does; a proven optimum must equal the best-known value,
    // and no roster may beat a best-known value (that would show a reading laxer than the set's).
    const problems = [
      check.violations.length ? 'hard violations' : '',
      // (an incumbent cut short may carry slack in its cover columns: the MIP may price it higher, never lower)
      run.objective !== null &&
      (check.objective > run.objective || (run.status === 'Optimal' && check.objective !== run.objective))
        ? 'checker and MIP disagree'
        : '',
      run.status === 'Optimal' && run.objective !== best ? 'optimum differs from best-known' : '',
      best !== undefined && run.objective !== null && run.objective < best ? 'below best-known' : '',
    ].filter(Boolean);
    if (problems.length) {
      console.log(`  FAILED: ${problems.join(', ')}`);
      failed = true;
    }
    if (out) writeFileSync(out, writeRosterCsv(instance, run.roster));
  }
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
