/**
 * One bench measurement in a process of its own (so that the engine's memory and time are its own):
 *   node --import tsx child.ts engine '<InstanceSpec json>' [--revalidate]
 *   node --import tsx child.ts highs '<InstanceSpec json>' <time limit s>
 *   node --import tsx child.ts product '<InstanceSpec json>'   (the product's calculation: productRun.ts)
 * Prints one line `RESULT <json>` on stdout (EngineOutcome, HighsOutcome or ProductOutcome).
 */
import { checkRoster } from '../checker';
import type { Assignment, RosterModel, Score } from '../model/types';
import { swapAndRevalidate } from '../revalidate';
import { searchRoster } from '../solver/searchRoster';
import { generateInstance, rng } from './generator';
import type { InstanceSpec } from './generator';
import { solveWithHighs } from './highsModel';
import { runProduct } from './productRun';

export interface CheckSummary {
  total: number;
  hard: number;
  uncovered: number;
  score: Score;
}

export interface EngineOutcome {
  kind: 'engine';
  score: Score;
  elapsedMs: number;
  iterations: number;
  check: CheckSummary;
  memory: { baselineRssMb: number; maxRssMb: number; heapPeakMb: number; samples: number };
  revalidation?: { medianMs: number; maxMs: number; swaps: number };
}

export interface HighsOutcome {
  kind: 'highs';
  status: string;
  objective: number | null;
  mipObjective: number | null;
  bound: number | null;
  solveMs: number;
  buildMs: number;
  timeLimitSec: number;
  improvements: Array<{ atSec: number; objective: number }>;
  size: { columns: number; rows: number; binaries: number; lpChars: number };
  check: CheckSummary | null;
}

const MB = 1024 * 1024;
const summary = (model: RosterModel, assignments: readonly Assignment[]): CheckSummary => {
  const { score } = checkRoster(model, assignments);
  return { total: score.total, hard: score.hard, uncovered: score.uncovered, score };
};

/**
 * Median time of `count` random valid swaps, each followed by a full re-validation, after `warmUp`
 * swaps not counted (the API's process is warm when a user drops a cell: JIT compiled).
 */
export function measureRevalidation(
  model: RosterModel,
  assignments: readonly Assignment[],
  count = 20,
  warmUp = 5,
): { medianMs: number; maxMs: number; swaps: number } {
  const random = rng(model.seed + 17);
  const worked = new Set(assignments.map((a) => `${a.employeeId}|${a.date}`));
  const all: number[] = [];
  for (let attempt = 0; all.length < count + warmUp && attempt < (count + warmUp) * 200; attempt++) {
    const a = assignments[Math.floor(random() * assignments.length)]!;
    const b = assignments[Math.floor(random() * assignments.length)]!;
    if (a.employeeId === b.employeeId || a.date === b.date) continue;
    if (worked.has(`${a.employeeId}|${b.date}`) || worked.has(`${b.employeeId}|${a.date}`)) continue;
    const started = performance.now();
    const result = swapAndRevalidate(
      model,
      assignments,
      { employeeId: a.employeeId, date: a.date },
      { employeeId: b.employeeId, date: b.date },
    );
    const ms = performance.now() - started;
    if (!result.ok) continue;
    all.push(ms);
  }
  const sorted = all.slice(warmUp).sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  const medianMs = sorted.length ? (sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2) : NaN;
  return { medianMs, maxMs: sorted[sorted.length - 1] ?? NaN, swaps: sorted.length };
}

export function runEngine(spec: InstanceSpec, revalidation: boolean): EngineOutcome {
  const model = generateInstance(spec);
  const baselineRssMb = process.memoryUsage().rss / MB;
  let heapPeak = process.memoryUsage().heapUsed;
  let samples = 0;
  const result = searchRoster(model, {
    onProgress() {
      samples++;
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    },
  });
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  const outcome: EngineOutcome = {
    kind: 'engine',
    score: result.score,
    elapsedMs: result.elapsedMs,
    iterations: result.iterations,
    check: summary(model, result.assignments),
    memory: { baselineRssMb, maxRssMb, heapPeakMb: heapPeak / MB, samples },
  };
  if (revalidation) outcome.revalidation = measureRevalidation(model, result.assignments);
  return outcome;
}

export async function runHighs(spec: InstanceSpec, timeLimitSec: number): Promise<HighsOutcome> {
  const model = generateInstance(spec);
  const run = await solveWithHighs(model, { timeLimitSec });
  return {
    kind: 'highs',
    status: run.status,
    objective: run.objective,
    mipObjective: run.mipObjective,
    bound: run.bound,
    solveMs: run.solveMs,
    buildMs: run.buildMs,
    timeLimitSec,
    improvements: run.improvements,
    size: run.size,
    check: run.objective === null ? null : summary(model, run.assignments),
  };
}

async function main(argv: string[]): Promise<void> {
  const [kind, specJson, extra] = argv;
  const spec = JSON.parse(specJson ?? '{}') as InstanceSpec;
  const outcome =
    kind === 'engine'
      ? runEngine(spec, extra === '--revalidate')
      : kind === 'product'
        ? await runProduct(spec)
        : await runHighs(spec, Number(extra));
  process.stdout.write(`RESULT ${JSON.stringify(outcome)}\n`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
