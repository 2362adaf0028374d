/**
 * Column generation and a dive over a block of the roster: a group of employees over a window of days [a, b], the
 * rest fixed (the sliding time-window neighbourhood of the long search). The block is a choice of one line per
 * employee of the group; its linear relaxation is solved by HiGHS over a growing pool of lines, each round adding
 * every group member's line of least reduced cost (the cover rows' duals as cell prices, priced exactly by
 * windowLine.ts with the line outside the window fixed). Then a dive fixes the lines the relaxation takes whole (or
 * the largest parts when none is), pricing again a little after each step, until every member has a line. Only the
 * window's cells and cover lines enter, so its size does not grow with the horizon.
 */
import type { Highs } from 'highs';
import { highsSeconds } from './highsRuntime';
import type { MsRoster } from './model';
import type { LineContext } from './rowDp';
import { countHighsWork } from './searchWork';
import { addLineCounts, coverCountsOf } from './windowCosts';
import { bestWindowLine } from './windowLine';

/** HiGHS's model status 'Optimal'. */
const OPTIMAL = 7;
/** Pricing rounds after each step of the dive. */
const DIVE_ROUNDS = 2;

export interface WindowDiveLimits {
  /** Seconds for the whole dive (the members left take their largest line when it runs out). */
  seconds: number;
  /** Pricing rounds at most (a deterministic budget; the seconds are only a cap). */
  maxRounds: number;
  seed: number;
}

export interface WindowDiveResult {
  roster: MsRoster;
  /** The relaxation's optimum of the block's part of the objective (a lower bound on it), or null if cut short. */
  bound: number | null;
  /** The block's part of the objective (window requests of the group, window cover) for the result and the start. */
  value: number;
  startValue: number;
  rounds: number;
}

export function windowDive(
  highs: Highs,
  ctx: LineContext,
  start: MsRoster,
  group: readonly number[],
  a: number,
  b: number,
  limits: WindowDiveLimits,
): WindowDiveResult {
  const began = performance.now();
  const elapsed = (): number => (performance.now() - began) / 1000;
  const { model } = ctx;
  const H = model.days.length;
  const S = model.shiftTypes.length;
  const G = group.length;
  // The cover of everyone outside the group, in the window.
  const fixedCounts = coverCountsOf(ctx, start);
  for (const e of group) addLineCounts(ctx, fixedCounts, start[e]!, -1, a, b);
  // The requests' part of working each cell of the window, by group member.
  const requests = group.map((e) => {
    const cost = new Float64Array((b - a + 1) * S);
    for (let d = a; d <= b; d++)
      for (let s = 0; s < S; s++) {
        const k = (e * H + d) * S + s;
        cost[(d - a) * S + s] = (ctx.offRequests.get(k) ?? 0) - (ctx.workRequests.get(k) ?? 0);
      }
    return cost;
  });
  const lineCost = (g: number, line: readonly number[]): number => {
    let total = 0;
    for (let d = a; d <= b; d++) if (line[d]! >= 0) total += requests[g]![(d - a) * S + line[d]!]!;
    return total;
  };
  const windowCover: number[] = [];
  for (let d = a; d <= b; d++)
    for (let s = 0; s < S; s++) if (ctx.coverAt[d * S + s]! >= 0) windowCover.push(ctx.coverAt[d * S + s]!);
  const slotOf = new Map(windowCover.map((i, r) => [i, r]));
  const coverSlots = (line: readonly number[]): number[] => {
    const slots: number[] = [];
    for (let d = a; d <= b; d++) {
      const s = line[d]!;
      const i = s < 0 ? -1 : ctx.coverAt[d * S + s]!;
      if (i >= 0) slots.push(slotOf.get(i)!);
    }
    return slots;
  };
  const valueOf = (roster: MsRoster): number => {
    let total = 0;
    const count = windowCover.map((i) => fixedCounts[i]!);
    group.forEach((e, g) => {
      total += lineCost(g, roster[e]!);
      for (const r of coverSlots(roster[e]!)) count[r] = count[r]! + 1;
    });
    windowCover.forEach((i, r) => {
      const c = model.cover[i]!;
      total +=
        Math.max(0, c.requirement - count[r]!) * c.underWeight + Math.max(0, count[r]! - c.requirement) * c.overWeight;
    });
    return total;
  };

  // Rows: one_g (= 1) for each member, cov_i (= what the others leave of the requirement); columns u_i, o_i, lines.
  const cost = windowCover.map((i) => `${model.cover[i]!.underWeight} u_${i} + ${model.cover[i]!.overWeight} o_${i}`);
  const text = [
    'Minimize',
    ` obj: ${cost.join(' + ') || '0 u_none'}`,
    'Subject To',
    ...group.map((_, g) => ` one_${g}: 0 u_none = 1`),
    ...windowCover.map((i) => ` cov_${i}: u_${i} - o_${i} = ${model.cover[i]!.requirement - fixedCounts[i]!}`),
    'Bounds',
    ' u_none = 0',
    'End',
    '',
  ].join('\n');
  const lp = highs.createModel({ format: 'lp', data: text });
  try {
    lp.options.set({ output_flag: false, random_seed: limits.seed });
    const oneRow = group.map((_, g) => lp.getRowByName(`one_${g}`));
    const covRow = windowCover.map((i) => lp.getRowByName(`cov_${i}`));
    const firstColumn = lp.getDimensions().numCols;
    const columns: Array<{ g: number; line: number[] }> = [];
    const seen = new Set<string>();
    const addLine = (g: number, line: number[]): boolean => {
      const key = `${g}:${line.slice(a, b + 1).join(',')}`;
      if (seen.has(key)) return false;
      seen.add(key);
      const rows = [oneRow[g]!, ...coverSlots(line).map((r) => covRow[r]!)];
      lp.addCol(lineCost(g, line), 0, Infinity, { indices: Int32Array.from(rows), values: rows.map(() => 1) });
      columns.push({ g, line });
      return true;
    };
    group.forEach((e, g) => addLine(g, [...start[e]!]));

    let rounds = 0;
    const fixed = new Set<number>();
    const outOfBudget = (): boolean => elapsed() >= limits.seconds || rounds >= limits.maxRounds;
    /** Prices until no line is below zero (true), or the budget or the round limit is spent (false). */
    const solveRelaxation = (roundLimit = Infinity): boolean => {
      for (;;) {
        lp.zeroAllClocks();
        lp.options.set({ time_limit: highsSeconds(limits.seconds - elapsed()) });
        lp.run();
        countHighsWork(lp);
        if (Number(lp.getModelStatus()) !== OPTIMAL || outOfBudget() || rounds >= roundLimit) return false;
        rounds++;
        const dual = lp.getSolution().rowDual;
        let added = 0;
        group.forEach((e, g) => {
          if (fixed.has(g) || elapsed() >= limits.seconds) return;
          const price = Float64Array.from(requests[g]!, (c, k) => {
            const i = ctx.coverAt[(a + Math.floor(k / S)) * S + (k % S)]!;
            return i < 0 ? c : c - dual[covRow[slotOf.get(i)!]!]!;
          });
          const answer = bestWindowLine(ctx, e, start[e]!, a, b, price);
          if (answer.line && answer.cost - dual[oneRow[g]!]! < -1e-6 && addLine(g, answer.line)) added++;
        });
        if (elapsed() >= limits.seconds) return false;
        if (!added) return true;
      }
    };
    const bound = solveRelaxation() ? lp.getObjectiveValue() : null;
    // The dive: fix every line the relaxation takes whole, or else the largest parts (a tenth of the members left),
    // price again for a few rounds, repeat; once out of budget, each member left takes their largest line.
    const roster = start.map((line) => [...line]);
    while (fixed.size < G) {
      const stop = outOfBudget();
      if (fixed.size && !stop) solveRelaxation(rounds + DIVE_ROUNDS);
      const value = lp.getSolution().colValue;
      const largest = new Map<number, { j: number; v: number }>();
      columns.forEach(({ g }, j) => {
        if (fixed.has(g)) return;
        const v = value[firstColumn + j] ?? 0;
        const held = largest.get(g);
        if (!held || v > held.v + 1e-9) largest.set(g, { j, v });
      });
      const ranked = [...largest.entries()].sort((x, y) => y[1].v - x[1].v || x[0] - y[0]);
      const whole = ranked.filter(([, { v }]) => v > 0.99);
      const toFix =
        stop || outOfBudget() ? ranked : whole.length ? whole : ranked.slice(0, Math.ceil(ranked.length / 10));
      for (const [g, { j }] of toFix) {
        fixed.add(g);
        roster[group[g]!] = [...columns[j]!.line];
        lp.changeColBounds(firstColumn + j, 1, 1);
      }
    }
    return { roster, bound, value: valueOf(roster), startValue: valueOf(start), rounds };
  } finally {
    lp.dispose();
  }
}
