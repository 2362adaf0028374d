/**
 * npx tsx scripts/bench-nrp.ts [--seconds N] [--seed S] [Instance1 … | path/to/Instance.txt …]
 * The multi-shift solver on the public benchmark (roster-engine/benchmarks/nrp/, or any instance file by its path): each instance solved for N seconds
 * (default 60), its roster priced by the independent checker; prints instance, objective, best-known, gap %, hard
 * violations and seconds, then the mean gap. Run by `npm run bench` unless --no-nrp is given (--nrp-seconds N).
 * Exits 1 when a roster breaks a hard rule or the solver's objective differs from the checker's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { checkRoster, nrpBenchmarkDir, readInstance, solveNrp } from '@times/roster-engine/nrp';
import { printTable } from './lib/table.mjs';

const DIR = nrpBenchmarkDir();

function option(args: string[], name: string, fallback: number): number {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs a positive number`);
  args.splice(at, 2);
  return value;
}

/** Best-known objectives by instance name, from a folder's best-known.csv (none when it has no such file). */
function readBestKnown(dir: string): Map<string, number> {
  const file = join(dir, 'best-known.csv');
  if (!existsSync(file)) return new Map();
  const rows = readFileSync(file, 'utf8').trim().split('\n').slice(1);
  return new Map(rows.map((row) => row.split(',')).map((f) => [f[0]!, Number(f[4])]));
}

/**
 * An argument is an instance of the project's copy by name (Instance5) or any instance file by its path; a
 * file's best-known value comes from a best-known.csv beside it, when there is one.
 */
function instanceFile(arg: string): { name: string; file: string; best: number | undefined } {
  const isPath = arg.endsWith('.txt') || arg.includes('/');
  const file = isPath ? arg : join(DIR, `${arg}.txt`);
  if (!existsSync(file)) throw new Error(`no instance ${arg} (looked for ${file})`);
  const name = basename(file, '.txt');
  return { name, file, best: readBestKnown(isPath ? dirname(file) : DIR).get(name) };
}

async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  const seconds = option(args, '--seconds', 60);
  const seed = option(args, '--seed', 1);
  const bestKnown = readBestKnown(DIR);
  const chosen = args.length ? args.map(instanceFile) : [...bestKnown.keys()].map(instanceFile);
  console.log(`Multi-shift solver on the public benchmark: ${seconds} s each, seed ${seed}`);
  const rows: Array<Record<string, string | number>> = [];
  const gaps: number[] = [];
  let failed = false;
  for (const { name, file, best } of chosen) {
    const instance = readInstance(readFileSync(file, 'utf8'));
    const result = await solveNrp(instance, { timeLimitSec: seconds, seed });
    const check = checkRoster(instance, result.roster);
    const gap = best === undefined ? NaN : (100 * (check.objective - best)) / best;
    if (best !== undefined) gaps.push(gap);
    if (check.violations.length || check.objective !== result.objective) failed = true;
    rows.push({
      instance: name,
      objective: check.objective,
      'best-known': best ?? '?',
      'gap %': best === undefined ? '?' : gap.toFixed(1),
      'hard violations': check.violations.length,
      seconds: result.seconds.toFixed(1),
    });
    const gapText = best === undefined ? 'no best-known value' : `${gap.toFixed(1)} %`;
    console.log(`  ${name}: ${check.objective} (${gapText}), ${check.violations.length} hard violations`);
  }
  printTable(rows, { title: 'Multi-shift solver vs best-known (objective priced by the independent checker)' });
  const mean = gaps.reduce((a, b) => a + b, 0) / Math.max(1, gaps.length);
  console.log(`mean gap: ${mean.toFixed(1)} %`);
  if (failed) console.log('FAILED: a roster breaks a hard rule or the solver and the checker disagree');
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
