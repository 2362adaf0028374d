/**
 * npm run nrp -- <instance file> [--seconds N] [--iterations N [--no-clock]] [--seed S] [--threads T] [--out FILE]
 *   [--quiet] [--json]
 * Solves one instance of the public shift scheduling benchmark with the engine's multi-shift solver, prices the
 * roster with the independent checker (never the solver's own score) and prints the objective, the hard
 * violations and the time; --out writes the roster as CSV (`employee,day,shift`, day from 0). --seconds caps the
 * time (default 60); --iterations stops on a re-solve budget, and with --no-clock on budgets only (one thread, the
 * programmes' time caps off: the same seed then gives the same roster on any machine and under any load; without it
 * the caps of 1-3 s a programme still cut the programmes short on a busy machine); --threads
 * runs the long search of large instances on that many threads sharing their best (default 2, the two cores).
 * --json ends with one line `NRP_RESULT {…}`: the checker's objective and hard count, the solver's objective,
 * seconds, re-solves, what stopped it, the anytime curve ([seconds, objective] at each improvement) and the
 * process's peak memory in MB (scripts/bench-nrp.ts reads it).
 * Exits 1 when the roster breaks a hard rule or the solver's objective differs from the checker's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { checkRoster, readInstance, solveNrp, writeRosterCsv } from '@times/roster-engine/nrp';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  args.splice(at, 2);
  return value;
}

function numberOption(args: string[], name: string): number | undefined {
  const text = option(args, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got '${text}'`);
  return value;
}

async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  const seconds = numberOption(args, '--seconds') ?? 60;
  const iterations = numberOption(args, '--iterations');
  const seed = numberOption(args, '--seed') ?? 1;
  const threads = numberOption(args, '--threads') ?? 2;
  const out = option(args, '--out');
  const json = args.includes('--json');
  const noClock = args.includes('--no-clock');
  if (noClock && iterations === undefined) throw new Error('--no-clock needs --iterations');
  const quiet = json || args.includes('--quiet');
  const rest = args.filter((a) => a !== '--quiet' && a !== '--json' && a !== '--no-clock');
  const [file] = rest;
  if (rest.length !== 1 || !file || file.startsWith('--')) {
    console.error(
      'usage: npm run nrp -- <instance file> [--seconds N] [--iterations N [--no-clock]] [--seed S] [--threads T] [--out FILE] [--quiet] [--json]',
    );
    return 2;
  }
  const instance = readInstance(readFileSync(file, 'utf8'));
  const curve: Array<[number, number]> = [];
  const result = await solveNrp(instance, {
    seed,
    timeLimitSec: seconds,
    maxIterations: iterations,
    budgetOnly: noClock || undefined,
    threads,
    onImprove: (value, at) => {
      curve.push([Number(at.toFixed(2)), value]);
      if (!quiet) console.log(`  ${at.toFixed(1).padStart(6)} s  ${value}`);
    },
  });
  const check = checkRoster(instance, result.roster);
  console.log(`objective: ${check.objective}`);
  console.log(`hard violations: ${check.violations.length}`);
  for (const v of check.violations) console.log(`  ${v.rule} ${v.employee} day(s) ${v.days.join(' ')}: ${v.detail}`);
  console.log(`seconds: ${result.seconds.toFixed(1)} (${result.iterations} re-solves, stopped by ${result.stoppedBy})`);
  if (out) writeFileSync(out, writeRosterCsv(instance, result.roster));
  if (json) {
    const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
    const { objective, iterations: resolves, stoppedBy } = result;
    const fields = { checked: check.objective, hard: check.violations.length, objective, seconds: result.seconds };
    console.log(`NRP_RESULT ${JSON.stringify({ ...fields, resolves, stoppedBy, curve, peakMb })}`);
  }
  if (check.objective !== result.objective) {
    console.error(`the solver priced its roster at ${result.objective}, the checker at ${check.objective}`);
    return 1;
  }
  return check.violations.length ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
