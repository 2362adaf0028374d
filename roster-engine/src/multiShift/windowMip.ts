/**
 * The exact window move: a group of employees re-decided over days [a, b] by HiGHS on the model's own integer
 * programme (mipModel.ts: one binary per cell, every hard rule as rows), everyone else and the group's days outside
 * the window fixed as constants, so the runs, successions, weekends, type limits and minutes that cross the window's
 * ends are exact. The current roster is HiGHS's first incumbent, so the answer is never worse. Unlike the blocks'
 * column generation (windowColumnGeneration.ts), whose dive seldom finds integer lines on long windows, HiGHS
 * branches; unlike the window tables, it decides the group's lines together, so a group can trade weekends or
 * shifts across a whole month or horizon (Instances 13 and 19's local optima).
 */
import type { Highs } from 'highs';
import { buildMip } from './mipModel';
import type { MipRunLimits } from './mipRun';
import { runMip } from './mipRun';
import type { MsRoster } from './model';
import { OFF } from './model';
import type { Random } from './random';
import type { LineContext } from './rowDp';
import { countBranchAndBoundWork } from './searchWork';
import { coverPenalty } from './windowChoice';

export type WindowMipLimits = MipRunLimits;

/** The group and days of one move: [a, b], and the days of `also` apart from them. */
export interface MipWindow {
  group: number[];
  a: number;
  b: number;
  also?: { a: number; b: number };
}

/** The least group a window is shortened for. */
const MIN_STAFF = 3;
/** HiGHS's primal solution status 'feasible'. */
const FEASIBLE = 2;

/** The group's requests over the days plus the penalty of the days' cover lines, for the counts given. */
function windowValue(
  ctx: LineContext,
  roster: MsRoster,
  counts: Int32Array,
  group: readonly number[],
  days: readonly number[],
): number {
  const { model } = ctx;
  const H = model.days.length;
  const S = model.shiftTypes.length;
  let total = 0;
  for (const e of group)
    for (const d of days) {
      const s = roster[e]![d]!;
      if (s < 0) continue;
      const k = (e * H + d) * S + s;
      total += (ctx.offRequests.get(k) ?? 0) - (ctx.workRequests.get(k) ?? 0);
    }
  for (const d of days)
    for (let s = 0; s < S; s++) {
      const i = ctx.coverAt[d * S + s]!;
      if (i >= 0) total += coverPenalty(ctx, i, counts[i]!);
    }
  return total;
}

/**
 * Re-decides the group's lines over [a, b] (and over the days of `also`, apart from them) in place, and the cover
 * counts with them; returns the change in the objective when HiGHS found a different roster no worse than the
 * current one, else null.
 */
export function windowMip(
  highs: Highs,
  ctx: LineContext,
  roster: MsRoster,
  counts: Int32Array,
  group: readonly number[],
  a: number,
  b: number,
  limits: WindowMipLimits,
  also?: { a: number; b: number },
): number | null {
  const { model } = ctx;
  const S = model.shiftTypes.length;
  const spans = [{ a, b }, ...(also ? [also] : [])];
  const days = [...new Set(spans.flatMap((span) => Array.from({ length: span.b - span.a + 1 }, (_, i) => span.a + i)))];
  const mip = buildMip(model, { employees: group, roster, days: spans });
  if (!mip.cells.length) return null;
  return runMip(highs, mip.text, limits, mip.valuesOf(roster), (lp, names) => {
    countBranchAndBoundWork(lp, mip.text.length);
    if (Number(lp.info.get('primal_solution_status')) !== FEASIBLE) return null;
    const colValue = lp.getSolution().colValue;
    const value = new Map(names.map((n, i) => [n, colValue[i]!]));
    const lines = new Map(group.map((e) => [e, [...roster[e]!]]));
    for (const { e, d } of mip.cells) lines.get(e)![d] = OFF;
    for (const { name, e, d, s } of mip.cells) if ((value.get(name) ?? 0) > 0.5) lines.get(e)![d] = s;
    if (group.every((e) => lines.get(e)!.every((s, d) => s === roster[e]![d]))) return null;
    const before = windowValue(ctx, roster, counts, group, days);
    const next = Int32Array.from(counts);
    for (const e of group)
      for (const d of days) {
        const was = roster[e]![d]!;
        const now = lines.get(e)![d]!;
        if (was === now) continue;
        const i = was < 0 ? -1 : ctx.coverAt[d * S + was]!;
        const j = now < 0 ? -1 : ctx.coverAt[d * S + now]!;
        if (i >= 0) next[i] = next[i]! - 1;
        if (j >= 0) next[j] = next[j]! + 1;
      }
    const after = windowValue(
      ctx,
      group.reduce((r, e) => ((r[e] = lines.get(e)!), r), [...roster]),
      next,
      group,
      days,
    );
    const delta = Math.round(after - before);
    if (delta > 0) return null;
    for (const e of group) roster[e] = lines.get(e)!;
    counts.set(next);
    return delta;
  });
}

/**
 * A window of `days` days and a group for the move: around a cover line short of its requirement (most of the
 * gap on the large instances), the employees who may work its shift type that day, and one other; else anywhere.
 * The group has as many employees as keep the programme near `cells` cells (staff x days x types); the window is
 * shortened (to a week at least) so that the group has MIN_STAFF: with many shift types two employees' whole
 * lines are soon proven optimal and seldom better (Instances 13 and 23, 18 and 16 types).
 */
export function pickMipWindow(
  ctx: LineContext,
  counts: Int32Array,
  days: number,
  cells: number,
  random: Random,
): MipWindow {
  const { model } = ctx;
  const H = model.days.length;
  const S = model.shiftTypes.length;
  const E = model.employees.length;
  const length = Math.min(H, days, Math.max(7, Math.floor(cells / (MIN_STAFF * S))));
  const staff = Math.min(E, Math.max(2, Math.floor(cells / (length * S))));
  const short: number[] = [];
  model.cover.forEach((c, i) => {
    if (counts[i]! < c.requirement) short.push(i);
  });
  const all = model.employees.map((_, e) => e);
  if (!short.length || random.next() < 0.2) {
    const a = random.int(H - length + 1);
    return { group: random.pick(all, staff), a, b: a + length - 1 };
  }
  const cover = model.cover[short[random.int(short.length)]!]!;
  const a = Math.max(0, Math.min(H - length, cover.day - random.int(length)));
  const type = model.shiftTypes[cover.shift]!.id;
  const able = all.filter(
    (e) => model.employees[e]!.maxShifts[type] !== 0 && !model.employees[e]!.daysOff.includes(cover.day),
  );
  const group = random.pick(able, Math.max(1, staff - 1));
  const rest = all.filter((e) => !group.includes(e));
  group.push(...random.pick(rest, staff - group.length));
  return { group, a, b: a + length - 1 };
}
