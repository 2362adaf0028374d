/**
 * A first roster by column generation ("price and branch"): the roster as a choice of one line per employee, whose
 * linear relaxation is solved by HiGHS over a growing pool of lines; each round, every employee's line of least
 * reduced cost (cover rows' duals as cell prices, rowDp.ts) joins the pool while it prices below zero. Then a dive:
 * the lines the relaxation takes whole are fixed (or the largest part when none is), the others priced again, until
 * every employee has a line. The relaxation of this formulation is tight for rosters, so the dive lands close to it.
 */
import type { Highs } from 'highs';
import { highsSeconds } from './highsRuntime';
import type { MsRoster } from './model';
import type { LineContext } from './rowDp';
import { bestLineFor, requestCosts } from './rowDp';

/** HiGHS's model status 'Optimal'. */
const OPTIMAL = 7;

export interface ColumnGenerationLimits {
  /** Seconds for the whole dive. */
  seconds: number;
  /**
   * Seconds the caller has left: a pricing round is cut only past them, so that a quiet run prices as it always
   * has (cut at `seconds` instead, Instance8 came out at 2,355 and 2,478 against 1,510 and 1,697 at 30 s, seeds 1
   * and 2, though its results move that much with the load too).
   */
  deadline?: number;
  seed: number;
}

export interface DiveResult {
  roster: MsRoster;
  /** A proven lower bound on the objective (the relaxation's optimum rounded up), or null when cut short. */
  lowerBound: number | null;
  /** Every line priced, by employee: lines that fit together, for later choices (lineChoice.ts). */
  pool: number[][][];
}

/** The values of the model's last solution, or null when HiGHS has none to give (it has not solved it). */
function valuesOf(lp: ReturnType<Highs['createModel']>): Float64Array | null {
  try {
    return lp.getSolution().colValue;
  } catch {
    return null;
  }
}

export function priceAndDive(
  highs: Highs,
  ctx: LineContext,
  start: MsRoster,
  limits: ColumnGenerationLimits,
): DiveResult {
  const began = performance.now();
  const elapsed = (): number => (performance.now() - began) / 1000;
  const { model } = ctx;
  const S = model.shiftTypes.length;
  const E = model.employees.length;
  const requests = model.employees.map((_, e) => requestCosts(ctx, e));
  const workTotal = model.employees.map((_, e) =>
    model.workRequests.filter((r) => r.employee === e).reduce((t, r) => t + r.weight, 0),
  );
  const lineCost = (e: number, line: readonly number[]): number =>
    line.reduce((t, s, d) => (s < 0 ? t : t + requests[e]![d * S + s]!), workTotal[e]!);
  const coverRows = (line: readonly number[]): number[] =>
    line.flatMap((s, d) => (s < 0 || ctx.coverAt[d * S + s]! < 0 ? [] : [E + ctx.coverAt[d * S + s]!]));

  // Rows: one_e (= 1) for each employee, then cov_i (= requirement) for each cover line; columns u_i, o_i, lines.
  const text = [
    'Minimize',
    ` obj: ${model.cover.map((c, i) => `${c.underWeight} u_${i} + ${c.overWeight} o_${i}`).join(' + ') || '0 u_none'}`,
    'Subject To',
    ...model.employees.map((_, e) => ` one_${e}: 0 u_none = 1`),
    ...model.cover.map((c, i) => ` cov_${i}: u_${i} - o_${i} = ${c.requirement}`),
    'Bounds',
    ' u_none = 0',
    'End',
    '',
  ].join('\n');
  const lp = highs.createModel({ format: 'lp', data: text });
  try {
    lp.options.set({ output_flag: false, random_seed: limits.seed });
    const oneRow = model.employees.map((_, e) => lp.getRowByName(`one_${e}`));
    const covRow = model.cover.map((_, i) => lp.getRowByName(`cov_${i}`));
    const rowOf = (r: number): number => (r < E ? oneRow[r]! : covRow[r - E]!);
    const columns: Array<{ e: number; line: number[] }> = [];
    const seen = new Set<string>();
    const addLine = (e: number, line: number[]): boolean => {
      const key = `${e}:${line.join(',')}`;
      if (seen.has(key)) return false;
      seen.add(key);
      const rows = [e, ...coverRows(line)].map(rowOf);
      lp.addCol(lineCost(e, line), 0, Infinity, { indices: Int32Array.from(rows), values: rows.map(() => 1) });
      columns.push({ e, line });
      return true;
    };
    const firstColumn = lp.getDimensions().numCols;
    lp.options.set({ output_flag: false, random_seed: limits.seed });
    start.forEach((line, e) => addLine(e, [...line]));

    // Rounds of pricing for the employees not yet fixed, until no line prices below zero (or the time is up).
    const fixed = new Set<number>();
    let exact = true;
    /** Prices until no line is below zero (true) or the time is up (false). */
    const solveRelaxation = (): boolean => {
      for (;;) {
        // HiGHS's time limit counts from its clocks' zero: set them to zero, so the limit is what is left. Only an
        // optimal relaxation has duals that price the lines right (a cut-short one would end pricing too early).
        lp.zeroAllClocks();
        lp.options.set({ time_limit: highsSeconds(limits.seconds - elapsed()) });
        lp.run();
        if (elapsed() >= limits.seconds || Number(lp.getModelStatus()) !== OPTIMAL) return false;
        const dual = lp.getSolution().rowDual;
        let added = 0;
        for (let e = 0; e < E; e++) {
          // A round prices every employee: on a busy machine that alone can outlast the time the search has left.
          if (elapsed() >= (limits.deadline ?? Infinity)) return false;
          if (fixed.has(e)) continue;
          const price = Float64Array.from(requests[e]!, (c, k) => {
            const i = ctx.coverAt[k]!;
            return i < 0 ? c : c - dual[covRow[i]!]!;
          });
          const answer = bestLineFor(ctx, e, price);
          if (!answer.line) {
            // A line the tables cannot search: the relaxation may miss it, so its optimum is no bound.
            exact = false;
            continue;
          }
          const reduced =
            lineCost(e, answer.line) -
            dual[oneRow[e]!]! -
            coverRows(answer.line).reduce((t, r) => t + dual[covRow[r - E]!]!, 0);
          if (reduced < -1e-6 && addLine(e, answer.line)) added++;
        }
        if (!added) return true;
      }
    };
    // The dive: fix every line the relaxation takes whole (or the largest part when none), price again, repeat.
    // Once out of time, each employee left takes their largest line.
    const roster = start.map((line) => [...line]);
    let lowerBound: number | null = null;
    while (fixed.size < E) {
      const atRoot = fixed.size === 0 && !lowerBound;
      const outOfTime = elapsed() >= limits.seconds;
      if (!outOfTime && solveRelaxation() && atRoot && exact) lowerBound = Math.ceil(lp.getObjectiveValue() - 1e-6);
      // No values (a busy machine left HiGHS no time to solve it once): the employees not fixed keep their line of
      // the start.
      const value = valuesOf(lp);
      if (!value) break;
      const largest = new Map<number, { j: number; v: number }>();
      columns.forEach(({ e }, j) => {
        if (fixed.has(e)) return;
        const v = value[firstColumn + j] ?? 0;
        const held = largest.get(e);
        if (!held || v > held.v + 1e-9) largest.set(e, { j, v });
      });
      const whole = [...largest.entries()].filter(([, { v }]) => v > 0.99);
      const toFix =
        outOfTime || elapsed() >= limits.seconds
          ? [...largest.entries()]
          : whole.length
            ? whole
            : [[...largest.entries()].reduce((a, b) => (b[1].v > a[1].v ? b : a))];
      for (const [e, { j }] of toFix) {
        fixed.add(e);
        roster[e] = [...columns[j]!.line];
        lp.changeColBounds(firstColumn + j, 1, 1);
      }
    }
    const pool = model.employees.map((): number[][] => []);
    for (const { e, line } of columns) pool[e]!.push(line);
    return { roster, lowerBound, pool };
  } finally {
    lp.dispose();
  }
}
