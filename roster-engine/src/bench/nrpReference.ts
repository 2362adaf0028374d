/**
 * The benchmark's exact model as a mixed-integer programme (CPLEX LP text) solved by HiGHS (the `highs`
 * dev dependency, WebAssembly), with the readings of readInstance.ts. It is the reference the checker is
 * proven against: its optimum must equal the published best-known value of instances solved to optimality,
 * and checkRoster.ts must price its roster at that optimum. Self-contained: no code shared with the checker.
 */
import loadHighs from 'highs';
import type { Highs } from 'highs';
import type { NrpInstance } from '../nrp/model';
import { emptyRoster } from '../nrp/model';

/** Weekend k is days 7k + 5 (Saturday) and 7k + 6 (Sunday): every instance starts on a Monday. */
function weekendDays(horizon: number): Array<[number, number]> {
  const weekends: Array<[number, number]> = [];
  for (let sat = 5; sat < horizon; sat += 7) weekends.push([sat, sat + 1]);
  return weekends;
}

type Term = [string, number];

interface Lp {
  objective: Term[];
  /** The constant part of the objective (shift-on requests that cannot be granted count in full). */
  constant: number;
  rows: string[];
  binaries: string[];
  /** x[e][d] = the columns of employee e on day d, by shift ID. */
  x: Array<Array<Map<string, string>>>;
}

const linear = (terms: Term[]): string =>
  terms
    .map(([name, coef], i) => {
      const sign = coef < 0 ? '-' : i === 0 ? '' : '+';
      const abs = Math.abs(coef);
      return `${sign}${sign ? ' ' : ''}${abs === 1 ? '' : `${abs} `}${name}`;
    })
    .join(' ');

/**
 * How runs of shifts or days off that touch day 0 or the last day meet the min consecutive rules: 'exempt'
 * (the reading of readInstance.ts and checkRoster.ts) or 'bind' (the other reading, to show which one the
 * published values use).
 */
export const END_RUNS = ['exempt', 'bind', 'bind-shifts', 'bind-days-off'] as const;
export type EndRuns = (typeof END_RUNS)[number];

/** Builds the MIP of an instance. */
export function buildNrpLp(instance: NrpInstance, endRuns: EndRuns = 'exempt'): Lp {
  const H = instance.horizon;
  const objective: Term[] = [];
  const rows: string[] = [];
  const binaries: string[] = [];
  let constant = 0;
  const row = (terms: Term[], sense: '<=' | '>=' | '=', rhs: number): void => {
    if (terms.length) rows.push(` r${rows.length}: ${linear(terms)} ${sense} ${rhs}`);
  };
  const x = instance.staff.map((staff, e) => {
    const off = new Set(instance.daysOff[staff.id] ?? []);
    return Array.from({ length: H }, (_, d) => {
      const cols = new Map<string, string>();
      if (off.has(d)) return cols;
      instance.shifts.forEach((shift, s) => {
        if (staff.maxShifts[shift.id] === 0) return;
        const name = `x_${e}_${d}_${s}`;
        binaries.push(name);
        cols.set(shift.id, name);
      });
      return cols;
    });
  });
  const works = (e: number, d: number, coef = 1): Term[] => [...(x[e]![d]?.values() ?? [])].map((c): Term => [c, coef]);
  const sumWorks = (e: number, days: number[], coef = 1): Term[] => days.flatMap((d) => works(e, d, coef));
  const range = (a: number, b: number): number[] => Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);

  instance.staff.forEach((staff, e) => {
    for (let d = 0; d < H; d++) row(works(e, d), '<=', 1);
    // Forbidden successions.
    for (const shift of instance.shifts)
      for (const next of shift.forbiddenNext)
        for (let d = 0; d + 1 < H; d++) {
          const a = x[e]![d]!.get(shift.id);
          const b = x[e]![d + 1]!.get(next);
          if (a && b)
            row(
              [
                [a, 1],
                [b, 1],
              ],
              '<=',
              1,
            );
        }
    // Max shifts per type.
    for (const shift of instance.shifts) {
      const limit = staff.maxShifts[shift.id];
      if (limit === undefined) continue;
      const cols = range(0, H - 1).flatMap((d) => {
        const c = x[e]![d]!.get(shift.id);
        return c ? [[c, 1] as Term] : [];
      });
      if (cols.length > limit) row(cols, '<=', limit);
    }
    // Total minutes.
    const minutes: Term[] = range(0, H - 1).flatMap((d) =>
      instance.shifts.flatMap((shift) => {
        const c = x[e]![d]!.get(shift.id);
        return c ? [[c, shift.minutes] as Term] : [];
      }),
    );
    row(minutes, '<=', staff.maxTotalMinutes);
    if (staff.minTotalMinutes > 0) {
      if (!minutes.length) throw new Error(`employee ${staff.id} can never reach their minimum minutes`);
      row(minutes, '>=', staff.minTotalMinutes);
    }
    // Max consecutive shifts: every window of max + 1 days has a day off.
    const cmax = staff.maxConsecutiveShifts;
    for (let d = 0; d + cmax < H; d++) row(sumWorks(e, range(d, d + cmax)), '<=', cmax);
    // Min consecutive shifts / days off: no run of length s < min between two boundaries inside the horizon
    // (readInstance.ts). Shifts: w(d) + (s − Σ w(d+1..d+s)) + w(d+s+1) ≥ 1. Days off: (1 − w(d)) +
    // Σ w(d+1..d+s) + (1 − w(d+s+1)) ≥ 1. With endRuns 'bind' (or 'bind-shifts' / 'bind-days-off' for one kind), runs touching day 0 or the last day count
    // too: a boundary outside the horizon is off for a run of shifts and worked for a run of days off.
    const bindShifts = endRuns === 'bind' || endRuns === 'bind-shifts';
    const bindOff = endRuns === 'bind' || endRuns === 'bind-days-off';
    const inside = (d: number): boolean => d >= 0 && d < H;
    for (let s = 1; s < staff.minConsecutiveShifts; s++)
      for (let d = bindShifts ? -1 : 0; d + s + 1 < H + (bindShifts ? 1 : 0); d++)
        row([...works(e, d), ...sumWorks(e, range(d + 1, d + s), -1), ...works(e, d + s + 1)], '>=', 1 - s);
    for (let s = 1; s < staff.minConsecutiveDaysOff; s++)
      for (let d = bindOff ? -1 : 0; d + s + 1 < H + (bindOff ? 1 : 0); d++) {
        const boundaries = [d, d + s + 1].filter(inside).length;
        row(
          [...works(e, d, -1), ...sumWorks(e, range(d + 1, d + s)), ...works(e, d + s + 1, -1)],
          '>=',
          1 - boundaries,
        );
      }
    // Weekends: k ≥ w(sat), k ≥ w(sun), Σ k ≤ max.
    const ks: Term[] = [];
    weekendDays(H).forEach(([sat, sun], i) => {
      const k = `k_${e}_${i}`;
      binaries.push(k);
      ks.push([k, 1]);
      for (const d of [sat, sun])
        if (d < H)
          for (const c of x[e]![d]!.values())
            row(
              [
                [c, 1],
                [k, -1],
              ],
              '<=',
              0,
            );
    });
    if (ks.length > staff.maxWeekends) row(ks, '<=', staff.maxWeekends);
  });

  const index = new Map(instance.staff.map((s, e) => [s.id, e]));
  for (const r of instance.onRequests) {
    constant += r.weight;
    const c = x[index.get(r.employee)!]![r.day]!.get(r.shift);
    if (c) objective.push([c, -r.weight]);
  }
  for (const r of instance.offRequests) {
    const c = x[index.get(r.employee)!]![r.day]!.get(r.shift);
    if (c) objective.push([c, r.weight]);
  }
  const bounds: string[] = [];
  instance.cover.forEach((c, i) => {
    const cols = instance.staff.flatMap((_, e) => {
      const col = x[e]![c.day]!.get(c.shift);
      return col ? [[col, 1] as Term] : [];
    });
    const under = `u_${i}`;
    const over = `o_${i}`;
    objective.push([under, c.underWeight], [over, c.overWeight]);
    bounds.push(` ${under} >= 0`, ` ${over} >= 0`);
    rows.push(` cov${i}: ${cols.length ? `${linear(cols)} ` : ''}+ ${under} - ${over} = ${c.requirement}`);
  });
  return {
    objective: objective.filter(([, w]) => w !== 0),
    constant,
    rows: [...rows, 'Bounds', ...bounds],
    binaries,
    x,
  };
}

/** The MIP as CPLEX LP text (the objective without its constant). */
export function nrpLpText(lp: Lp): string {
  const out = ['Minimize', ` obj: ${lp.objective.length ? linear(lp.objective) : '0 x_none'}`, 'Subject To'];
  const bounds = lp.rows.indexOf('Bounds');
  out.push(...lp.rows.slice(0, bounds), 'Bounds', ...lp.rows.slice(bounds + 1));
  if (!lp.objective.length) out.push(' x_none = 0');
  out.push('Binaries');
  for (let i = 0; i < lp.binaries.length; i += 12) out.push(` ${lp.binaries.slice(i, i + 12).join(' ')}`);
  out.push('End', '');
  return out.join('\n');
}

export interface NrpReferenceRun {
  status: string;
  /** The benchmark objective of the best roster found (the MIP objective plus its constant). */
  objective: number | null;
  /** Proven lower bound on the optimum. */
  bound: number | null;
  roster: Array<Array<string | null>>;
  seconds: number;
}

let runtime: Promise<Highs> | null = null;

const STATUS: Record<string, string> = { '7': 'Optimal', '8': 'Infeasible', '13': 'Time limit reached' };

/** Solves an instance exactly (or to the time limit) with HiGHS. */
export async function solveNrpReference(
  instance: NrpInstance,
  options: { timeLimitSec: number; log?: boolean; endRuns?: EndRuns },
): Promise<NrpReferenceRun> {
  const highs = await (runtime ??= loadHighs());
  const lp = buildNrpLp(instance, options.endRuns);
  const began = performance.now();
  const model = highs.createModel({ format: 'lp', data: nrpLpText(lp) });
  try {
    model.options.set({
      output_flag: options.log ?? false,
      time_limit: options.timeLimitSec,
      mip_rel_gap: 0,
      mip_abs_gap: 0.99,
    });
    model.run();
    const seconds = (performance.now() - began) / 1000;
    const code = String(model.getModelStatus());
    const status = STATUS[code] ?? `HiGHS status ${code}`;
    const roster = emptyRoster(instance);
    if (Number(model.info.get('primal_solution_status')) !== 2)
      return { status, objective: null, bound: null, roster, seconds };
    const value = new Map<string, number>();
    const colValue = model.getSolution().colValue;
    const { numCols } = model.getDimensions();
    for (let i = 0; i < numCols; i++) value.set(model.getColName(i), colValue[i] as number);
    lp.x.forEach((days, e) =>
      days.forEach((cols, d) => {
        for (const [shift, col] of cols) if ((value.get(col) ?? 0) > 0.5) roster[e]![d] = shift;
      }),
    );
    const bound = Number(model.info.get('mip_dual_bound'));
    return {
      status,
      objective: Math.round(model.getObjectiveValue() + lp.constant),
      bound: Number.isFinite(bound) ? Math.ceil(bound + lp.constant - 1e-6) : null,
      roster,
      seconds,
    };
  } finally {
    model.dispose();
  }
}
