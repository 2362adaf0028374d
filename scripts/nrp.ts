/**
 * npm run nrp -- <instance file> [--seconds N] [--iterations N] [--seed S] [--out FILE] [--quiet]
 * Solves one instance of the public shift scheduling benchmark with the engine's multi-shift solver, prices the
 * roster with the independent checker (never the solver's own score) and prints the objective, the hard
 * violations and the time; --out writes the roster as CSV (`employee,day,shift`, day from 0). --seconds caps the
 * time (default 60); --iterations stops on a re-solve budget (the same seed then gives the same roster).
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
  const out = option(args, '--out');
  const quiet = args.includes('--quiet');
  const rest = args.filter((a) => a !== '--quiet');
  const [file] = rest;
  if (rest.length !== 1 || !file || file.startsWith('--')) {
    console.error(
      'usage: npm run nrp -- <instance file> [--seconds N] [--iterations N] [--seed S] [--out FILE] [--quiet]',
    );
    return 2;
  }
  const instance = readInstance(readFileSync(file, 'utf8'));
  const result = await solveNrp(instance, {
    seed,
    timeLimitSec: seconds,
    maxIterations: iterations,
    onImprove: quiet ? undefined : (value, at) => console.log(`  ${at.toFixed(1).padStart(6)} s  ${value}`),
  });
  const check = checkRoster(instance, result.roster);
  console.log(`objective: ${check.objective}`);
  console.log(`hard violations: ${check.violations.length}`);
  for (const v of check.violations) console.log(`  ${v.rule} ${v.employee} day(s) ${v.days.join(' ')}: ${v.detail}`);
  console.log(`seconds: ${result.seconds.toFixed(1)} (${result.iterations} re-solves, stopped by ${result.stoppedBy})`);
  if (out) writeFileSync(out, writeRosterCsv(instance, result.roster));
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
