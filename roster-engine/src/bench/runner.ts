/**
 * The roster bench (npm run bench, or npx tsx scripts/bench-roster.ts):
 *   [--quick] [--only <text>] [--jobs N] [--seed N] [--json <file>] [--no-highs] [--no-product] [--strict]
 *   --quick    only 20 x 14 and 60 x 31, engine 5 s, HiGHS 30 s
 *   --only     instances whose name contains the text (e.g. '60x31 rich')
 *   --jobs     HiGHS solves at once (default 2; each is single-threaded)
 *   --strict   exit 1 when a target is not met
 *   --highs-sec N  HiGHS time limit for simple rules (default 60-300 s by size; rich: 10 x the engine's time)
 *   --no-product   skip the product's path (500 x 31 and 500 x 365 through runRosterInWorker, 10 s)
 * Phase 1 runs the engine on every instance, one child process at a time (its time and memory are
 * its own), then (not with --quick) the product's calculation on 500 x 31 and 500 x 365 the same way
 * (productRun.ts); phase 2 runs HiGHS on the first instances, `--jobs` (default 2) child processes at
 * once; then it prints the tables and a line per target of the issues.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { EngineOutcome, HighsOutcome } from './child';
import { BENCH_SIZES, instanceName } from './generator';
import type { InstanceSpec, RuleSet } from './generator';
import { PRODUCT_COLUMNS, productCases, productRows, productTarget } from './productReport';
import type { ProductOutcome } from './productRun';

export interface BenchOptions {
  quick: boolean;
  only: string | null;
  jobs: number;
  seed: number;
  json: string | null;
  highs: boolean;
  /** The product's path on a month and a year of 500 (productReport.ts; --no-product skips it). */
  product: boolean;
  /** Exit 1 when a target is not met. */
  strict: boolean;
  /** HiGHS limit for simple rules instead of the size's default. */
  highsSec: number | null;
}

export interface BenchCase {
  name: string;
  spec: InstanceSpec;
  /** HiGHS limit for simple rules; rich rules get 10 x the engine's time. */
  highsLimitSec: number;
  engine?: EngineOutcome;
  engineError?: string;
  highs?: HighsOutcome;
  highsError?: string;
}

export function parseArgs(argv: readonly string[]): BenchOptions {
  const option = (name: string): string | null => {
    const i = argv.indexOf(name);
    return i >= 0 && argv[i + 1] !== undefined ? (argv[i + 1] as string) : null;
  };
  return {
    quick: argv.includes('--quick'),
    only: option('--only'),
    jobs: Math.max(1, Number(option('--jobs') ?? 2) || 2),
    seed: Number(option('--seed') ?? 1) || 1,
    json: option('--json'),
    highs: !argv.includes('--no-highs'),
    product: !argv.includes('--no-product'),
    strict: argv.includes('--strict'),
    highsSec: option('--highs-sec') === null ? null : Number(option('--highs-sec')) || null,
  };
}

/** The eight instances of the issue, or the four of --quick, with their limits. */
export function benchCases(options: BenchOptions): BenchCase[] {
  const cases: BenchCase[] = [];
  for (const size of BENCH_SIZES) {
    if (options.quick && size.employees > 60) continue;
    for (const rules of ['simple', 'rich'] as RuleSet[]) {
      const timeLimitMs = options.quick ? 5_000 : size.employees <= 60 ? 10_000 : 30_000;
      const spec: InstanceSpec = { employees: size.employees, days: size.days, rules, seed: options.seed, timeLimitMs };
      const highsLimitSec =
        options.highsSec ??
        (options.quick
          ? 30
          : (({ 20: 60, 60: 120, 200: 240, 500: 300 } as Record<number, number>)[size.employees] ?? 300));
      const name = instanceName(spec);
      if (options.only && !name.includes(options.only)) continue;
      cases.push({ name, spec, highsLimitSec });
    }
  }
  return cases;
}

/** Runs child.ts in a node process with tsx; resolves with its RESULT line. */
export function runChild<T>(args: string[], timeoutMs: number): Promise<T> {
  const childPath = path.join(__dirname, 'child.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', childPath, ...args], {
      cwd: path.resolve(__dirname, '../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (line) resolve(JSON.parse(line.slice(7)) as T);
      else
        reject(
          new Error(
            signal
              ? `killed (${signal}) after ${Math.round(timeoutMs / 1000)} s`
              : `exit ${code}: ${err.trim().split('\n').slice(-3).join(' | ')}`,
          ),
        );
    });
  });
}

const seconds = (ms: number): string => (ms / 1000).toFixed(1);
const fmtObj = (value: number | null | undefined): string =>
  value === null || value === undefined ? '-' : Math.round(value).toLocaleString('en-US');
const same = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

/** Relative gap in %, "0.00" when both are 0, "inf" when only the reference is 0. */
export function gapPercent(value: number, reference: number): string {
  const diff = Math.round(value) - Math.round(reference);
  if (diff === 0) return '0.00';
  if (Math.round(reference) === 0) return diff > 0 ? 'inf' : '-inf';
  return ((100 * diff) / Math.abs(Math.round(reference))).toFixed(2);
}

/** Whether the engine's score equals the checker's (total, hard, uncovered and every soft part). */
export function engineMatchesChecker(engine: EngineOutcome): boolean {
  const a = engine.score;
  const b = engine.check.score;
  if (!same(a.total, b.total) || a.hard !== b.hard || a.uncovered !== b.uncovered || !same(a.coverCost, b.coverCost))
    return false;
  const rules = new Set([...Object.keys(a.soft), ...Object.keys(b.soft)]) as Set<keyof typeof a.soft>;
  for (const rule of rules) if (!same(a.soft[rule] ?? 0, b.soft[rule] ?? 0)) return false;
  return true;
}

/** The best objective HiGHS had after `sec` seconds of solving. */
export function highsBestAt(highs: HighsOutcome, sec: number): number | null {
  let best: number | null = null;
  for (const step of highs.improvements)
    if (step.atSec <= sec && (best === null || step.objective < best)) best = step.objective;
  // The final roster counts when the solve ended within `sec`, or when `sec` was its time limit
  // (HiGHS stops a few hundred ms past its limit).
  const final = highs.solveMs / 1000 <= sec || highs.timeLimitSec <= sec + 0.05;
  if (final && highs.objective !== null) best = best === null ? highs.objective : Math.min(best, highs.objective);
  return best;
}

export function formatTable(rows: Array<Record<string, string>>, columns: string[]): string {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => (r[c] ?? '').length)));
  const left = new Set(['instance', 'HiGHS status', 'target', 'result']);
  const line = (values: string[]): string =>
    values
      .map((v, i) => (left.has(columns[i] as string) ? v.padEnd(widths[i] as number) : v.padStart(widths[i] as number)))
      .join(' | ')
      .trimEnd();
  return [
    line(columns),
    widths.map((w) => '-'.repeat(w)).join('-|-'),
    ...rows.map((r) => line(columns.map((c) => r[c] ?? ''))),
  ].join('\n');
}

export const MAIN_COLUMNS = [
  'instance',
  'engine obj',
  'engine s',
  'hard',
  'uncovered',
  'checker=',
  'HiGHS obj',
  'HiGHS bound',
  'HiGHS s',
  'HiGHS status',
  'gap %',
  'gap to bound %',
];

export function mainRows(cases: readonly BenchCase[]): Array<Record<string, string>> {
  return cases.map((c) => {
    const e = c.engine;
    const h = c.highs;
    const row: Record<string, string> = { instance: c.name };
    if (e) {
      row['engine obj'] = fmtObj(e.score.total);
      row['engine s'] = seconds(e.elapsedMs);
      row.hard = String(e.check.hard);
      row.uncovered = String(e.check.uncovered);
      row['checker='] = engineMatchesChecker(e) ? 'yes' : 'NO';
    } else row['engine obj'] = c.engineError ? 'error' : '-';
    if (h) {
      row['HiGHS obj'] = fmtObj(h.objective);
      row['HiGHS bound'] = fmtObj(h.bound);
      row['HiGHS s'] = seconds(h.solveMs);
      row['HiGHS status'] = h.status === 'Time limit reached' ? `time limit ${h.timeLimitSec} s` : h.status;
    } else row['HiGHS obj'] = c.highsError ? 'error' : '-';
    if (e && h?.objective !== null && h?.objective !== undefined) row['gap %'] = gapPercent(e.score.total, h.objective);
    if (e && h?.bound !== null && h?.bound !== undefined) row['gap to bound %'] = gapPercent(e.score.total, h.bound);
    return row;
  });
}

export const DETAIL_COLUMNS = [
  'instance',
  'x vars',
  'rows',
  'LP MB',
  'HiGHS incumbent obj',
  'HiGHS uncovered',
  'HiGHS=checker',
  'HiGHS best at s',
  'engine iterations',
  'engine peak RSS MB',
  'engine heap peak MB',
];

export function detailRows(cases: readonly BenchCase[]): Array<Record<string, string>> {
  return cases.map((c) => {
    const e = c.engine;
    const h = c.highs;
    const last = h?.improvements[h.improvements.length - 1];
    return {
      instance: c.name,
      'x vars': h ? String(h.size.binaries) : '-',
      rows: h ? String(h.size.rows) : '-',
      'LP MB': h ? (h.size.lpChars / 1e6).toFixed(2) : '-',
      'HiGHS incumbent obj': h ? fmtObj(h.mipObjective) : '-',
      'HiGHS uncovered': h?.check ? String(h.check.uncovered) : '-',
      'HiGHS=checker':
        h?.check && h.objective !== null
          ? Math.round(h.objective) === Math.round(h.check.total) && h.check.hard === 0
            ? 'yes'
            : 'NO'
          : '-',
      'HiGHS best at s': last ? last.atSec.toFixed(1) : '-',
      'engine iterations': e ? String(e.iterations) : '-',
      'engine peak RSS MB': e ? e.memory.maxRssMb.toFixed(0) : '-',
      'engine heap peak MB': e ? e.memory.heapPeakMb.toFixed(0) : '-',
    };
  });
}

export interface TargetLine {
  target: string;
  ok: boolean | null;
  detail: string;
}

/** One line per target of the issue (ok null: not measured in this run). */
export function evaluateTargets(cases: readonly BenchCase[]): TargetLine[] {
  const lines: TargetLine[] = [];
  const withBoth = cases.filter((c) => c.engine && c.highs);
  const feasible = withBoth.filter((c) => c.highs!.objective !== null);
  const hardBad = feasible.filter((c) => c.engine!.check.hard > 0);
  lines.push({
    target: 'zero hard violations where HiGHS finds a roster',
    ok: feasible.length ? hardBad.length === 0 : null,
    detail: hardBad.length ? `broken on ${hardBad.map((c) => c.name).join(', ')}` : `${feasible.length} instances`,
  });
  const ran = cases.filter((c) => c.engine);
  const mismatch = ran.filter((c) => !engineMatchesChecker(c.engine!));
  lines.push({
    target: "engine's score equals the checker's",
    ok: ran.length ? mismatch.length === 0 : null,
    detail: mismatch.length ? `differs on ${mismatch.map((c) => c.name).join(', ')}` : `${ran.length} instances`,
  });
  const within = (c: BenchCase, percent: number, maxSec: number): { ok: boolean; detail: string } => {
    const e = c.engine!;
    const h = c.highs!;
    const ref = h.objective as number;
    const okGap = Math.round(e.score.total) <= Math.round(ref) + (percent / 100) * Math.abs(Math.round(ref));
    // At the precision shown (0.1 s): the engine's time cap stops it a few ms past its limit.
    const okTime = Math.round(e.elapsedMs / 100) <= maxSec * 10;
    const bound = h.bound === null ? null : Math.round(h.bound);
    const proven =
      h.status !== 'Optimal' &&
      bound !== null &&
      Math.round(e.score.total) <= bound + (percent / 100) * Math.abs(bound);
    return {
      ok: okGap && okTime,
      detail:
        `${c.name}: engine ${fmtObj(e.score.total)} in ${seconds(e.elapsedMs)} s (${Math.round(e.elapsedMs)} ms) vs HiGHS ${fmtObj(ref)} ` +
        `(${h.status === 'Optimal' ? 'optimal' : `best in ${h.timeLimitSec} s, bound ${fmtObj(h.bound)}`}), gap ${gapPercent(e.score.total, ref)} %` +
        (proven ? ', within the bound too' : ''),
    };
  };
  const c60 = withBoth.find((c) => c.spec.employees === 60 && c.spec.rules === 'simple' && c.highs!.objective !== null);
  if (c60) {
    const r = within(c60, 1, 10);
    lines.push({ target: '60 x 31 simple: within 1% of the HiGHS optimum in <= 10 s', ok: r.ok, detail: r.detail });
  } else
    lines.push({
      target: '60 x 31 simple: within 1% of the HiGHS optimum in <= 10 s',
      ok: null,
      detail: 'not measured',
    });
  const big = withBoth.filter((c) => c.spec.employees === 500 && c.highs!.objective !== null);
  if (big.length) {
    const details: string[] = [];
    let ok = true;
    for (const c of big) {
      const r = within(c, 5, 30);
      const cover = c.engine!.check.uncovered <= (c.highs!.check?.uncovered ?? Infinity);
      ok &&= r.ok && cover;
      details.push(`${r.detail}, uncovered ${c.engine!.check.uncovered} (HiGHS ${c.highs!.check?.uncovered ?? '-'})`);
    }
    lines.push({
      target: '500 x 31: full cover where feasible, within 5% of HiGHS, <= 30 s',
      ok,
      detail: details.join('; '),
    });
  } else
    lines.push({
      target: '500 x 31: full cover where feasible, within 5% of HiGHS, <= 30 s',
      ok: null,
      detail: 'not measured',
    });
  const rich = cases.filter((c) => c.spec.rules === 'rich' && c.engine && c.highs);
  if (rich.length) {
    const details: string[] = [];
    let ok = true;
    for (const c of rich) {
      const e = c.engine!;
      const h = c.highs!;
      const budget = (10 * e.elapsedMs) / 1000;
      const reached = highsBestAt(h, budget);
      const optimalEqual =
        h.status === 'Optimal' && reached !== null && Math.round(e.score.total) === Math.round(reached);
      const better = reached === null || Math.round(e.score.total) < Math.round(reached) || optimalEqual;
      ok &&= better;
      details.push(
        `${c.name}: engine ${fmtObj(e.score.total)} vs HiGHS ${reached === null ? 'no roster' : fmtObj(reached)} in ${budget.toFixed(0)} s${optimalEqual ? ' (= proven optimum)' : ''}`,
      );
    }
    lines.push({ target: "rich rules: better than HiGHS in 10 x the engine's time", ok, detail: details.join('; ') });
  } else
    lines.push({ target: "rich rules: better than HiGHS in 10 x the engine's time", ok: null, detail: 'not measured' });
  const reval = cases.find((c) => c.engine?.revalidation);
  if (reval) {
    const r = reval.engine!.revalidation!;
    lines.push({
      target: `re-validation of a ${reval.spec.employees} x ${reval.spec.days} roster after one swap < 20 ms`,
      ok: r.medianMs < 20,
      detail: `median ${r.medianMs.toFixed(2)} ms of ${r.swaps} swaps after 5 warm-up swaps (max ${r.maxMs.toFixed(2)} ms)`,
    });
  } else
    lines.push({
      target: 're-validation of a 500 x 31 roster after one swap < 20 ms',
      ok: null,
      detail: 'not measured',
    });
  if (ran.length) {
    const peak = ran.reduce((best, c) => (c.engine!.memory.maxRssMb > best.engine!.memory.maxRssMb ? c : best));
    const mem = peak.engine!.memory;
    lines.push({
      target: 'peak memory < 200 MB',
      ok: mem.maxRssMb < 200,
      detail: `${mem.maxRssMb.toFixed(0)} MB peak RSS of the engine's whole process on ${peak.name} (${mem.baselineRssMb.toFixed(0)} MB before the search: node, tsx, the model; JS heap peak ${mem.heapPeakMb.toFixed(0)} MB)`,
    });
  }
  return lines;
}

export async function main(argv: readonly string[]): Promise<number> {
  const options = parseArgs(argv);
  const cases = benchCases(options);
  const started = performance.now();
  const revalidateOn =
    cases.find((c) => c.spec.employees === 500 && c.spec.rules === 'simple') ?? cases[cases.length - 1];
  console.log(
    `Roster bench${options.quick ? ' (quick)' : ''}: ${cases.length} instances, seed ${options.seed}; engine runs one at a time, then HiGHS (${options.jobs} at once).`,
  );

  for (const c of cases) {
    const limit = c.spec.timeLimitMs ?? 30_000;
    try {
      const args = ['engine', JSON.stringify(c.spec), ...(c === revalidateOn ? ['--revalidate'] : [])];
      c.engine = await runChild<EngineOutcome>(args, 3 * limit + 120_000);
      console.log(`  engine ${c.name}: ${fmtObj(c.engine.score.total)} in ${seconds(c.engine.elapsedMs)} s`);
    } catch (error) {
      c.engineError = (error as Error).message;
      console.log(`  engine ${c.name}: FAILED ${c.engineError}`);
    }
  }

  const product = options.product ? productCases(options) : [];
  for (const c of product) {
    try {
      c.outcome = await runChild<ProductOutcome>(['product', JSON.stringify(c.spec)], 120_000);
      console.log(`  product ${c.name}: ${fmtObj(c.outcome.score.total)} in ${seconds(c.outcome.searchMs)} s`);
    } catch (error) {
      c.error = (error as Error).message;
      console.log(`  product ${c.name}: FAILED ${c.error}`);
    }
  }

  if (options.highs) {
    const queue = [...cases].map((c) => {
      const engineSec = c.engine ? c.engine.elapsedMs / 1000 : (c.spec.timeLimitMs ?? 30_000) / 1000;
      const limit =
        c.spec.rules === 'rich' ? Math.max(5, Math.min(10 * engineSec, options.quick ? 30 : 300)) : c.highsLimitSec;
      return { c, limit: Math.round(limit * 10) / 10 };
    });
    queue.sort((a, b) => b.limit - a.limit);
    const total = queue.length;
    const worker = async (): Promise<void> => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const { c, limit } = job;
        try {
          c.highs = await runChild<HighsOutcome>(
            ['highs', JSON.stringify(c.spec), String(limit)],
            limit * 1000 * 2 + 180_000,
          );
          console.log(
            `  HiGHS ${c.name}: ${c.highs.status}, ${fmtObj(c.highs.objective)} (bound ${fmtObj(c.highs.bound)}) in ${seconds(c.highs.solveMs)} s  [${total - queue.length}/${total} started]`,
          );
        } catch (error) {
          c.highsError = (error as Error).message;
          console.log(`  HiGHS ${c.name}: FAILED ${c.highsError}`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(options.jobs, total) }, worker));
  }

  console.log(
    '\nRoster engine vs HiGHS (objective = SCORING.md total; gap % = (engine - HiGHS) / HiGHS; gap to bound % = (engine - bound) / bound)',
  );
  console.log(formatTable(mainRows(cases), MAIN_COLUMNS));
  console.log('\nDetails');
  console.log(formatTable(detailRows(cases), DETAIL_COLUMNS));
  for (const c of cases) {
    if (c.engineError) console.log(`engine ${c.name}: ${c.engineError}`);
    if (c.highsError) console.log(`HiGHS ${c.name}: ${c.highsError}`);
  }
  if (product.length) {
    console.log("\nThe product's calculation (runRosterInWorker, its time limit; no HiGHS at these sizes)");
    console.log(formatTable(productRows(product), PRODUCT_COLUMNS));
    for (const c of product) if (c.error) console.log(`product ${c.name}: ${c.error}`);
  }
  const targets = [...evaluateTargets(cases), ...(product.length ? [productTarget(product)] : [])];
  console.log('\nTargets');
  for (const t of targets)
    console.log(`${t.ok === null ? 'NOT MEASURED' : t.ok ? 'OK' : 'NOT MET'} — ${t.target}: ${t.detail}`);
  console.log(`\nRoster bench took ${((performance.now() - started) / 60000).toFixed(1)} min.`);
  if (options.json) {
    fs.writeFileSync(options.json, JSON.stringify({ options, cases, product, targets }, null, 2));
  }
  return options.strict && targets.some((t) => t.ok === false) ? 1 : 0;
}
