/**
 * The model's exact mixed-integer programme as CPLEX LP text, for HiGHS: the whole roster (the exact reference of
 * bench/nrpReference.ts) or a part of it (the large neighbourhoods of lnsSolve.ts), where the other employees, and
 * any fixed cells of the free ones, keep their values in a given roster and enter as constants. Column x_e_d_s is
 * 1 when employee e works shift type s on day d; k_e_w when e works weekend w; u_i / o_i are cover line i's
 * shortfall and excess.
 */
import type { MsRoster, MultiShiftModel } from './model';
import { OFF, weekendsOf } from './model';

/**
 * How runs of shifts or days off that touch the first or last day meet the min consecutive rules: 'exempt' (the
 * model's reading) or 'bind' (the other reading, for 'bind-shifts' / 'bind-days-off' one kind only), to show
 * which one a published value uses.
 */
export const END_RUNS = ['exempt', 'bind', 'bind-shifts', 'bind-days-off'] as const;
export type EndRuns = (typeof END_RUNS)[number];

export interface MipScope {
  /** The employees (indexes) the programme decides; default all. */
  employees?: readonly number[];
  /** Where fixed cells and the other employees take their values (default: every day off). */
  roster?: MsRoster;
  /** Cells of the decided employees kept as in `roster`. */
  fixed?: (e: number, d: number) => boolean;
  /**
   * Only these spans of days [a, b] of the decided employees are free, the rest kept as in `roster`: the rows that
   * touch no free day hold constants only and are left out, so the programme's size and the time to build it grow
   * with the spans, not the horizon (a weekend of 50 employees on Instance23's 364 days: 1 s to build it whole).
   */
  days?: ReadonlyArray<{ a: number; b: number }>;
  endRuns?: EndRuns;
}

export interface MsMip {
  text: string;
  /** The objective's constant part: the programme's optimum plus it is the roster's objective. */
  constant: number;
  /** The decision columns: the column name, and the cell and shift type it stands for. */
  cells: Array<{ name: string; e: number; d: number; s: number }>;
  /** Every column's value for a roster that agrees with the scope (for a warm start), by column name. */
  valuesOf(roster: MsRoster): Map<string, number>;
}

type Term = [string, number];
/** A linear expression: its terms plus a constant. */
interface Expr {
  terms: Term[];
  c: number;
}

const linear = (terms: Term[]): string =>
  terms
    .map(([name, coef], i) => {
      const sign = coef < 0 ? '-' : i === 0 ? '' : '+';
      const abs = Math.abs(coef);
      return `${sign}${sign ? ' ' : ''}${abs === 1 ? '' : `${abs} `}${name}`;
    })
    .join(' ');

const sum = (exprs: Expr[], coef = 1): Expr => ({
  terms: exprs.flatMap((x) => x.terms.map(([n, v]): Term => [n, v * coef])),
  c: exprs.reduce((t, x) => t + x.c * coef, 0),
});
const range = (a: number, b: number): number[] => Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);

export function buildMip(model: MultiShiftModel, scope: MipScope = {}): MsMip {
  const H = model.days.length;
  const S = model.shiftTypes.length;
  const free = scope.employees ?? model.employees.map((_, e) => e);
  const isFree = new Set(free);
  const roster = scope.roster;
  const valueIn = (e: number, d: number): number => roster?.[e]?.[d] ?? OFF;
  const endRuns = scope.endRuns ?? 'exempt';
  // The spans of days of the decided employees' free cells.
  const spans = (scope.days ?? [{ a: 0, b: H - 1 }]).map(({ a, b }) => ({ a: Math.max(0, a), b: Math.min(H - 1, b) }));
  const outside = (d: number): boolean => !spans.some(({ a, b }) => d >= a && d <= b);
  const objective: Term[] = [];
  const rows: string[] = [];
  const binaries: string[] = [];
  const bounds: string[] = [];
  const cells: MsMip['cells'] = [];
  const weekendCols: Array<{ name: string; e: number; days: number[] }> = [];
  let constant = 0;

  const row = (x: Expr, sense: '<=' | '>=' | '=', rhs: number): void => {
    if (!x.terms.length) {
      const ok = sense === '<=' ? x.c <= rhs : sense === '>=' ? x.c >= rhs : x.c === rhs;
      if (!ok) throw new Error(`the fixed part of the roster breaks a hard rule (${x.c} ${sense} ${rhs})`);
      return;
    }
    rows.push(` r${rows.length}: ${linear(x.terms)} ${sense} ${rhs - x.c}`);
  };

  // x[e][d][s]: a column name, or a constant 0 / 1 for fixed cells and cells that can never be worked.
  const x = new Map<number, Array<Array<string | number>>>();
  for (const e of free) {
    const employee = model.employees[e]!;
    const off = new Set(employee.daysOff);
    const blocked = new Set(employee.blockedCells ?? []);
    x.set(
      e,
      range(0, H - 1).map((d) =>
        range(0, S - 1).map((s) => {
          if (outside(d) || scope.fixed?.(e, d)) return valueIn(e, d) === s ? 1 : 0;
          if (off.has(d) || blocked.has(d * S + s) || employee.maxShifts[model.shiftTypes[s]!.id] === 0) return 0;
          const name = `x_${e}_${d}_${s}`;
          binaries.push(name);
          cells.push({ name, e, d, s });
          return name;
        }),
      ),
    );
  }
  const cell = (e: number, d: number, s: number, coef = 1): Expr => {
    if (d < 0 || d >= H) return { terms: [], c: 0 };
    const v = x.get(e)![d]![s]!;
    return typeof v === 'string' ? { terms: [[v, coef]], c: 0 } : { terms: [], c: v * coef };
  };
  const works = (e: number, d: number, coef = 1): Expr => sum(range(0, S - 1).map((s) => cell(e, d, s, coef)));
  const worksOn = (e: number, days: number[], coef = 1): Expr => sum(days.map((d) => works(e, d, coef)));
  const weekends = weekendsOf(model.days);
  /** Σ over the horizon of coef(s) for each cell worked: the window's cells as terms, the days outside as constants. */
  const overHorizon = (e: number, coef: (s: number) => number): Expr => {
    const terms: Term[] = [];
    let c = 0;
    for (let d = 0; d < H; d++) {
      if (outside(d)) {
        const v = valueIn(e, d);
        if (v >= 0) c += coef(v);
        continue;
      }
      for (let s = 0; s < S; s++) {
        const w = coef(s);
        if (w === 0) continue;
        const one = cell(e, d, s, w);
        terms.push(...one.terms);
        c += one.c;
      }
    }
    return { terms, c };
  };
  /** The days d in [lo, hi] (in order) of the rows over days d..d + span that touch a free day. */
  const touchingMemo = new Map<string, number[]>();
  const touching = (span: number, lo: number, hi: number): number[] => {
    const key = `${span} ${lo} ${hi}`;
    const known = touchingMemo.get(key);
    if (known) return known;
    const starts = new Set<number>();
    for (const { a, b } of spans) for (let d = Math.max(lo, a - span); d <= Math.min(hi, b); d++) starts.add(d);
    const days = [...starts].sort((x, y) => x - y);
    touchingMemo.set(key, days);
    return days;
  };

  for (const e of free) {
    const employee = model.employees[e]!;
    for (const d of touching(0, 0, H - 1)) row(works(e, d), '<=', 1);
    model.shiftTypes.forEach((shift, s) => {
      for (const next of shift.forbiddenNext) {
        const n = model.shiftTypes.findIndex((t) => t.id === next);
        for (const d of touching(1, 0, H - 2)) row(sum([cell(e, d, s), cell(e, d + 1, n)]), '<=', 1);
      }
      const limit = employee.maxShifts[shift.id];
      if (limit !== undefined && limit < H)
        row(
          overHorizon(e, (t) => (t === s ? 1 : 0)),
          '<=',
          limit,
        );
    });
    const minutes = overHorizon(e, (s) => model.shiftTypes[s]!.minutes);
    row(minutes, '<=', employee.maxMinutes);
    if (employee.minMinutes > 0) row(minutes, '>=', employee.minMinutes);
    // Max consecutive days: every window of max + 1 days has a day off.
    const cmax = employee.maxConsecutiveDays;
    for (const d of touching(cmax, 0, H - 1 - cmax)) row(worksOn(e, range(d, d + cmax)), '<=', cmax);
    // No run of length l < min between two boundaries inside the horizon. Working days:
    // w(d) + (l − Σ w(d+1..d+l)) + w(d+l+1) ≥ 1; days off: (1 − w(d)) + Σ w(d+1..d+l) + (1 − w(d+l+1)) ≥ 1. Bound
    // at the ends, a boundary outside the horizon is off for a run of working days and worked for a run of days off.
    const bindShifts = endRuns === 'bind' || endRuns === 'bind-shifts';
    const bindOff = endRuns === 'bind' || endRuns === 'bind-days-off';
    const inside = (d: number): boolean => d >= 0 && d < H;
    for (let l = 1; l < employee.minConsecutiveDays; l++) {
      for (const d of touching(l + 1, bindShifts ? -1 : 0, H - l - (bindShifts ? 1 : 2)))
        row(sum([works(e, d), worksOn(e, range(d + 1, d + l), -1), works(e, d + l + 1)]), '>=', 1 - l);
    }
    for (let l = 1; l < employee.minConsecutiveDaysOff; l++) {
      for (const d of touching(l + 1, bindOff ? -1 : 0, H - l - (bindOff ? 1 : 2))) {
        const boundaries = [d, d + l + 1].filter(inside).length;
        row(sum([works(e, d, -1), worksOn(e, range(d + 1, d + l)), works(e, d + l + 1, -1)]), '>=', 1 - boundaries);
      }
    }
    // Weekends: k ≥ each worked cell of the weekend, Σ k ≤ max; a weekend with a fixed worked day counts 1.
    if (weekends.length <= employee.maxWeekends) continue;
    const worked: Expr[] = weekends.map((days, w) => {
      const day = worksOn(e, days);
      if (day.c > 0) return { terms: [], c: 1 };
      if (!day.terms.length) return { terms: [], c: 0 };
      const k = `k_${e}_${w}`;
      binaries.push(k);
      weekendCols.push({ name: k, e, days });
      for (const term of day.terms) row({ terms: [term, [k, -1]], c: 0 }, '<=', 0);
      return { terms: [[k, 1]], c: 0 };
    });
    row(sum(worked), '<=', employee.maxWeekends);
  }

  const request = (r: { employee: number; day: number; shift: number }, coef: number): Expr =>
    isFree.has(r.employee)
      ? cell(r.employee, r.day, r.shift, coef)
      : { terms: [], c: valueIn(r.employee, r.day) === r.shift ? coef : 0 };
  for (const r of model.workRequests) {
    const x1 = request(r, -r.weight);
    constant += r.weight + x1.c;
    objective.push(...x1.terms);
  }
  for (const r of model.offRequests) {
    const x1 = request(r, r.weight);
    constant += x1.c;
    objective.push(...x1.terms);
  }
  const coverCols: Array<{ under: string; over: string; i: number }> = [];
  // The employees outside the scope, and the decided ones outside the window, count as constants, once per day and
  // type (not once per cover line).
  const fixedCount = new Int32Array(H * S);
  if (roster)
    model.employees.forEach((_, e) => {
      const decided = isFree.has(e);
      for (let d = 0; d < H; d++) {
        const s = valueIn(e, d);
        if (s >= 0 && (!decided || outside(d))) fixedCount[d * S + s] = fixedCount[d * S + s]! + 1;
      }
    });
  const freeInOrder = [...free].sort((x, y) => x - y);
  model.cover.forEach((c, i) => {
    const count = sum([
      ...(outside(c.day) ? [] : freeInOrder.map((e) => cell(e, c.day, c.shift))),
      { terms: [], c: fixedCount[c.day * S + c.shift]! },
    ]);
    if (!count.terms.length) {
      constant +=
        Math.max(0, c.requirement - count.c) * c.underWeight + Math.max(0, count.c - c.requirement) * c.overWeight;
      return;
    }
    const under = `u_${i}`;
    const over = `o_${i}`;
    coverCols.push({ under, over, i });
    objective.push([under, c.underWeight], [over, c.overWeight]);
    bounds.push(` ${under} >= 0`, ` ${over} >= 0`);
    rows.push(` cov${i}: ${linear(count.terms)} + ${under} - ${over} = ${c.requirement - count.c}`);
  });

  const terms = objective.filter(([, w]) => w !== 0);
  const out = ['Minimize', ` obj: ${terms.length ? linear(terms) : '0 x_none'}`, 'Subject To', ...rows, 'Bounds'];
  out.push(...bounds);
  if (!terms.length) out.push(' x_none = 0');
  out.push('Binaries');
  for (let i = 0; i < binaries.length; i += 12) out.push(` ${binaries.slice(i, i + 12).join(' ')}`);
  out.push('End', '');

  return {
    text: out.join('\n'),
    constant,
    cells,
    valuesOf(values: MsRoster): Map<string, number> {
      const map = new Map<string, number>();
      for (const { name, e, d, s } of cells) map.set(name, values[e]![d] === s ? 1 : 0);
      for (const { name, e, days } of weekendCols) map.set(name, days.some((d) => values[e]![d] !== OFF) ? 1 : 0);
      for (const { under, over, i } of coverCols) {
        const c = model.cover[i]!;
        const count = values.filter((line) => line[c.day] === c.shift).length;
        map.set(under, Math.max(0, c.requirement - count));
        map.set(over, Math.max(0, count - c.requirement));
      }
      if (!terms.length) map.set('x_none', 0);
      return map;
    },
  };
}
