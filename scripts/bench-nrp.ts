/**
 * npx tsx scripts/bench-nrp.ts [--seconds N] [--seeds 1,2] [--threads T] [--curves Instance21,Instance23]
 *                              [--out DIR] [Instance1 … | path/to/Instance.txt …]
 * The multi-shift solver on the public benchmark (roster-engine/benchmarks/nrp/, or any instance file by its path):
 * each instance solved for N seconds (default 60) once per seed (default seeds 1 and 2), each run in a process of
 * its own (`npm run nrp -- … --json`, so its peak memory is its own; --threads, default 2, the two cores) that writes its roster as CSV (--out DIR, default
 * a fresh temporary folder); the bench reads every roster back and prices it with the project's independent checker.
 * Prints, per instance, each seed's objective, gap to the best-known value, hard violations and seconds side by
 * side, the peak memory, the mean and largest gap per seed; then the anytime curve (the objective reached by given
 * seconds) of the large instances (horizon over 28 days or over 60 employees, or those named by --curves).
 * Run by `npm run bench` unless --no-nrp is given (--nrp-seconds N).
 * Exits 1 when a roster breaks a hard rule, the solver's objective differs from the checker's, or a run fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { checkRoster, nrpBenchmarkDir, readInstance, readRosterCsv } from '@times/roster-engine/nrp';
import { printTable } from './lib/table.mjs';

const DIR = nrpBenchmarkDir();
const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
/** Large instances (their anytime curve is printed): a horizon over this many days, or a staff over this many. */
const LONG_DAYS = 28;
const LARGE_STAFF = 60;
/** The curve's points, as shares of the time limit. */
const CURVE_SHARES = [1 / 60, 2 / 60, 5 / 60, 10 / 60, 20 / 60, 30 / 60, 45 / 60, 1];

function take(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  args.splice(at, 2);
  return value;
}

function positive(text: string, name: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} needs positive numbers, got '${text}'`);
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

interface RunResult {
  checked: number;
  hard: number;
  solverObjective: number;
  seconds: number;
  peakMb: number;
  curve: Array<[number, number]>;
}

/** One solve in its own process; its roster read back from the CSV and priced by the checker here. */
function runOnce(file: string, seconds: number, seed: number, threads: number, out: string): RunResult | string {
  const args = ['--import', 'tsx', 'scripts/nrp.ts', file, '--seconds', String(seconds), '--seed', String(seed)];
  args.push('--threads', String(threads));
  const child = spawnSync(process.execPath, [...args, '--out', out, '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = child.stdout.split('\n').find((l) => l.startsWith('NRP_RESULT '));
  if (!line || !existsSync(out))
    return `run failed (${child.status ?? child.signal}): ${child.stderr.trim().slice(-300)}`;
  const reported = JSON.parse(line.slice('NRP_RESULT '.length)) as {
    objective: number;
    seconds: number;
    peakMb: number;
    curve: Array<[number, number]>;
  };
  const instance = readInstance(readFileSync(file, 'utf8'));
  const check = checkRoster(instance, readRosterCsv(instance, readFileSync(out, 'utf8')));
  return {
    checked: check.objective,
    hard: check.violations.length,
    solverObjective: reported.objective,
    seconds: reported.seconds,
    peakMb: reported.peakMb,
    // The roster returned may be the other thread's, taken at the very end: the curve ends with it.
    curve: [...reported.curve, [Math.min(reported.seconds, seconds), check.objective]],
  };
}

/** The objective reached by `at` seconds on a curve of improvements, or '' before the first. */
function reachedBy(curve: ReadonlyArray<[number, number]>, at: number): number | '' {
  let value: number | '' = '';
  for (const [t, v] of curve) if (t <= at + 1e-9) value = v;
  return value;
}

const gapOf = (value: number, best: number | undefined): number =>
  best === undefined ? NaN : (100 * (value - best)) / best;

function main(argv: string[]): number {
  const args = [...argv];
  const seconds = positive(take(args, '--seconds') ?? '60', '--seconds');
  const single = take(args, '--seed');
  const seeds = (single ?? take(args, '--seeds') ?? '1,2').split(',').map((s) => positive(s, '--seeds'));
  const curveNames = take(args, '--curves')?.split(',');
  const threads = positive(take(args, '--threads') ?? '2', '--threads');
  const outDir = take(args, '--out') ?? mkdtempSync(join(tmpdir(), 'bench-nrp-'));
  mkdirSync(outDir, { recursive: true });
  const bestKnown = readBestKnown(DIR);
  const chosen = args.length ? args.map(instanceFile) : [...bestKnown.keys()].map(instanceFile);
  console.log(
    `Multi-shift solver on the public benchmark: ${seconds} s each, seeds ${seeds.join(' and ')}, ${threads} threads`,
  );
  console.log(`rosters in ${outDir}`);
  const rows: Array<Record<string, string | number>> = [];
  const curves: Array<Record<string, string | number>> = [];
  const gaps = seeds.map((): number[] => []);
  let failed = false;
  for (const { name, file, best } of chosen) {
    const instance = readInstance(readFileSync(file, 'utf8'));
    const size = `${instance.horizon} x ${instance.shifts.length} x ${instance.staff.length}`;
    const row: Record<string, string | number> = { instance: name, 'days x types x staff': size };
    row['best-known'] = best ?? '?';
    const large = curveNames
      ? curveNames.includes(name)
      : instance.horizon > LONG_DAYS || instance.staff.length > LARGE_STAFF;
    let peak = 0;
    const hard: string[] = [];
    const secs: string[] = [];
    for (const [k, seed] of seeds.entries()) {
      const result = runOnce(file, seconds, seed, threads, join(outDir, `${name}-seed${seed}.csv`));
      if (typeof result === 'string') {
        console.log(`  ${name} seed ${seed}: ${result}`);
        failed = true;
        row[`seed ${seed}`] = 'failed';
        continue;
      }
      const gap = gapOf(result.checked, best);
      if (best !== undefined) gaps[k]!.push(gap);
      if (result.hard || result.checked !== result.solverObjective) failed = true;
      row[`seed ${seed}`] = result.checked;
      row[`gap ${seed} %`] = best === undefined ? '?' : gap.toFixed(1);
      hard.push(String(result.hard));
      secs.push(result.seconds.toFixed(1));
      peak = Math.max(peak, result.peakMb);
      console.log(
        `  ${name} seed ${seed}: ${result.checked} (${best === undefined ? 'no best-known' : `${gap.toFixed(1)} %`}),` +
          ` ${result.hard} hard violations, ${result.seconds.toFixed(1)} s, ${result.peakMb} MB`,
      );
      if (large) {
        const point: Record<string, string | number> = { instance: name, seed };
        for (const share of CURVE_SHARES)
          point[`${Math.round(share * seconds)} s`] = reachedBy(result.curve, share * seconds);
        curves.push(point);
      }
    }
    row['hard violations'] = hard.join(' / ');
    row.seconds = secs.join(' / ');
    row['peak MB'] = peak;
    rows.push(row);
  }
  printTable(rows, {
    title: 'Multi-shift solver vs best-known (each roster read back and priced by the independent checker)',
  });
  for (const [k, seed] of seeds.entries()) {
    const list = gaps[k]!;
    const mean = list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);
    console.log(`seed ${seed}: mean gap ${mean.toFixed(1)} %, largest ${Math.max(...list, 0).toFixed(1)} %`);
  }
  if (curves.length)
    printTable(curves, { title: 'Anytime curves: the objective reached by each time (large instances)' });
  if (failed) console.log('FAILED: a run failed, a roster breaks a hard rule or the solver and the checker disagree');
  return failed ? 1 : 0;
}

try {
  process.exit(main(process.argv.slice(2)));
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
