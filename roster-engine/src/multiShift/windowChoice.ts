/**
 * The group move over a window: a few employees' lines re-decided together over days [a, b], everyone else fixed.
 * Each gets candidate lines that meet every hard rule (windowLine.ts): their current one, their best with the
 * others as they are, their best with the group absent, and the lines of placing the group one by one in random
 * orders; HiGHS then picks one line per employee minimising the window's requests and cover penalties exactly. It
 * finds the coupled changes (one takes a shift another leaves) no single line can. Only the window's cells enter
 * the programme, so its size does not grow with the horizon.
 */
import type { Highs } from 'highs';
import type { MipRunLimits } from './mipRun';
import { runMip } from './mipRun';
import type { MsRoster } from './model';
import type { Random } from './random';
import type { LineContext } from './rowDp';
import { countHighsWork } from './searchWork';
import { addLineCounts, windowCosts } from './windowCosts';
import { bestWindowLine } from './windowLine';

/** Random orders to place the group in. */
const ORDERS = 6;

export type WindowChoiceLimits = MipRunLimits;

/** Penalty of cover line i with n employees. */
export function coverPenalty(ctx: LineContext, i: number, n: number): number {
  const c = ctx.model.cover[i]!;
  return Math.max(0, c.requirement - n) * c.underWeight + Math.max(0, n - c.requirement) * c.overWeight;
}

/** The requests' part of a line over [a, b], relative to every day off. */
function requestPart(ctx: LineContext, e: number, line: readonly number[], a: number, b: number): number {
  const H = ctx.model.days.length;
  const S = ctx.model.shiftTypes.length;
  let total = 0;
  for (let d = a; d <= b; d++) {
    const s = line[d]!;
    if (s < 0) continue;
    const k = (e * H + d) * S + s;
    total += (ctx.offRequests.get(k) ?? 0) - (ctx.workRequests.get(k) ?? 0);
  }
  return total;
}

/**
 * Re-decides the group's lines over [a, b] in place; returns the change in the objective when a different choice
 * no worse than the current one was applied, else null.
 */
export function chooseWindowLines(
  highs: Highs,
  ctx: LineContext,
  roster: MsRoster,
  counts: Int32Array,
  group: readonly number[],
  a: number,
  b: number,
  random: Random,
  limits: WindowChoiceLimits,
): number | null {
  const { model } = ctx;
  const S = model.shiftTypes.length;
  const others = Int32Array.from(counts);
  for (const e of group) addLineCounts(ctx, others, roster[e]!, -1, a, b);
  const candidates = new Map<number, Map<string, number[]>>(group.map((e) => [e, new Map()]));
  const add = (e: number, line: number[]): void => {
    candidates.get(e)!.set(line.slice(a, b + 1).join(','), line);
  };
  const place = (e: number, base: Int32Array): number[] | null =>
    bestWindowLine(ctx, e, roster[e]!, a, b, windowCosts(ctx, e, a, b, base)).line;

  for (const e of group) {
    add(e, [...roster[e]!]);
    const withoutE = Int32Array.from(counts);
    addLineCounts(ctx, withoutE, roster[e]!, -1, a, b);
    for (const line of [place(e, withoutE), place(e, others)]) if (line) add(e, line);
  }
  for (let o = 0; o < ORDERS; o++) {
    const placed = Int32Array.from(others);
    for (const e of random.pick(group, group.length)) {
      const line = place(e, placed) ?? roster[e]!;
      add(e, line);
      addLineCounts(ctx, placed, line, 1, a, b);
    }
  }
  if ([...candidates.values()].every((c) => c.size === 1)) return null;

  // The choice as a programme: y_e_j picks candidate j of employee e; the window's cover lines it touches.
  const objective: string[] = [];
  const rows: string[] = [];
  const binaries: string[] = [];
  const coverTerms = new Map<number, string[]>();
  const chosen = new Map<string, { e: number; line: number[] }>();
  let current = 0;
  for (const e of group) {
    const names: string[] = [];
    current += requestPart(ctx, e, roster[e]!, a, b);
    [...candidates.get(e)!.values()].forEach((line, j) => {
      const name = `y_${e}_${j}`;
      names.push(name);
      binaries.push(name);
      chosen.set(name, { e, line });
      const cost = requestPart(ctx, e, line, a, b);
      if (cost) objective.push(`${cost < 0 ? '-' : '+'} ${Math.abs(cost)} ${name}`);
      for (let d = a; d <= b; d++) {
        const s = line[d]!;
        const i = s < 0 ? -1 : ctx.coverAt[d * S + s]!;
        if (i >= 0) coverTerms.set(i, [...(coverTerms.get(i) ?? []), name]);
      }
    });
    rows.push(` one_${e}: ${names.join(' + ')} = 1`);
  }
  const bounds: string[] = [];
  const fixedPenalty = (i: number): number => coverPenalty(ctx, i, counts[i]!);
  for (const [i, names] of coverTerms) {
    const c = model.cover[i]!;
    current += fixedPenalty(i);
    objective.push(`+ ${c.underWeight} u_${i} + ${c.overWeight} o_${i}`);
    bounds.push(` u_${i} >= 0`, ` o_${i} >= 0`);
    rows.push(` cov${i}: ${names.join(' + ')} + u_${i} - o_${i} = ${c.requirement - others[i]!}`);
  }
  const text = [
    'Minimize',
    ` obj: 0 y_none ${objective.join(' ')}`,
    'Subject To',
    ...rows,
    'Bounds',
    ' y_none = 0',
    ...bounds,
    'Binaries',
    ...binaries.map((n) => ` ${n}`),
    'End',
    '',
  ].join('\n');
  return runMip(highs, text, limits, null, (lp, names) => {
    countHighsWork(lp, true);
    if (Number(lp.info.get('primal_solution_status')) !== 2) return null;
    const colValue = lp.getSolution().colValue;
    const next = new Map<number, number[]>();
    names.forEach((name, j) => {
      const pick = chosen.get(name);
      if (pick && colValue[j]! > 0.5) next.set(pick.e, pick.line);
    });
    if (next.size !== group.length) return null;
    if (group.every((e) => next.get(e)!.every((s, d) => s === roster[e]![d]))) return null;
    // The change priced again from the counts (a cut-short programme may carry slack in u and o).
    const apply = (lines: Map<number, number[]>): number => {
      let total = 0;
      for (const e of group) {
        addLineCounts(ctx, counts, roster[e]!, -1, a, b);
        roster[e] = lines.get(e)!;
        addLineCounts(ctx, counts, roster[e], 1, a, b);
        total += requestPart(ctx, e, roster[e], a, b);
      }
      for (const i of coverTerms.keys()) total += fixedPenalty(i);
      return total;
    };
    const old = new Map(group.map((e) => [e, roster[e]!]));
    const delta = apply(next) - current;
    if (delta > 0) {
      apply(old);
      return null;
    }
    return delta;
  });
}
