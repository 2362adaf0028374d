/**
 * The exact reference of the bench: the scoring of ../SCORING.md written as a mixed-integer programme
 * (CPLEX LP text) and solved by HiGHS (the `highs` dev dependency, WebAssembly). Its optimum is the
 * best total a roster can have; the test beside it re-scores HiGHS' roster with the checker.
 * Formulation: README.md, "HiGHS reference model".
 */
import { highsSeconds } from '../multiShift/highsRuntime';
import loadHighs from 'highs';
import type { Highs } from 'highs';
import type { Assignment, DayType, EngineDay, RosterModel, RuleId } from '../model/types';
import { COVER_BASE, COVER_PER_PRIORITY, softWeights } from '../rules/catalogue';
import { daysBetween } from '../calendar/dates';
import { dayAllowed } from './generator';

type Kind = 'bin' | 'int' | 'cont';
export interface MipColumn {
  name: string;
  kind: Kind;
  lb: number;
  ub: number;
  cost: number;
}
export interface MipRow {
  name: string;
  /** [column index, coefficient] */
  terms: Array<[number, number]>;
  sense: '<=' | '>=' | '=';
  rhs: number;
}
/** A decision x[e, d, p]: employee e works position p on day d. */
export interface XVar {
  col: number;
  employee: number;
  day: number;
  position: number;
}
export interface RosterMip {
  columns: MipColumn[];
  rows: MipRow[];
  xVars: XVar[];
}

const has = (model: RosterModel, rule: RuleId): boolean => model.rules.includes(rule);

/** Day's base headcount max(W(d), Σp r(p, d)) and capacity (base + overtime places). */
export function dayLimits(model: RosterModel, day: EngineDay): { base: number; cap: number } {
  const sum = model.positions.reduce((s, p) => s + p.required[day.key], 0);
  const base = Math.max(model.workingDays.required[day.key], sum);
  const overtime = model.workingDays.overtime ? model.workingDays.overtime[day.key] : 0;
  return { base, cap: base + overtime };
}

/** Builds the MIP of a model: columns, rows and the x decisions. */
export function buildRosterMip(model: RosterModel): RosterMip {
  const columns: MipColumn[] = [];
  const rows: MipRow[] = [];
  const xVars: XVar[] = [];
  const weights = softWeights(model.rules);
  const D = model.days.length;
  const start = model.days[0]?.date ?? '2000-01-01';
  const positionIndex = new Map(model.positions.map((p, i) => [p.id, i]));
  const addCol = (name: string, kind: Kind, lb: number, ub: number, cost: number): number => {
    columns.push({ name, kind, lb, ub, cost });
    return columns.length - 1;
  };
  const addRow = (name: string, terms: Array<[number, number]>, sense: MipRow['sense'], rhs: number): void => {
    if (terms.length) rows.push({ name, terms, sense, rhs });
  };
  const maxCons = has(model, 'MAX_CONSECUTIVE') ? model.workingDays.maxConsecutive : 0;
  const minRest = has(model, 'MIN_REST') ? model.workingDays.minRest : 0;
  const reliefCost = weights.RELIEVER_COVER ?? 0;

  /** y[e][d]: the x columns of employee e on day d (y = their sum, 0 or 1). */
  const y: number[][][] = model.employees.map(() => Array.from({ length: D }, () => []));
  const byDayPosition: number[][][] = model.days.map(() => model.positions.map(() => []));

  model.employees.forEach((employee, e) => {
    const own = positionIndex.get(employee.positionId);
    const allowed: number[] = [];
    if (own !== undefined) allowed.push(own);
    if (has(model, 'RELIEVER_COVER')) {
      model.positions.forEach((p, i) => {
        if (i !== own && p.relieverId !== null && p.relieverId === employee.positionId) allowed.push(i);
      });
    }
    // History: days forced off at the start by MIN_REST (an off run that began before the period).
    const worked = new Set(
      model.history.filter((h) => h.employeeId === employee.id).map((h) => daysBetween(start, h.date)),
    );
    let lastWork = -Infinity;
    for (const offset of worked) if (offset < 0 && offset > lastWork) lastWork = offset;
    const forcedOff = new Set<number>();
    if (minRest > 0 && lastWork < -1 && lastWork > -Infinity) {
      const gap = -1 - lastWork;
      for (let k = 0; k < minRest - gap; k++) forcedOff.add(k);
    }
    model.days.forEach((day, d) => {
      if (forcedOff.has(d) || !dayAllowed(employee, day, model.rules)) return;
      for (const p of allowed) {
        const cost = p === own ? 0 : reliefCost;
        const col = addCol(`x_${e}_${d}_${p}`, 'bin', 0, 1, cost);
        xVars.push({ col, employee: e, day: d, position: p });
        y[e]![d]!.push(col);
        byDayPosition[d]![p]!.push(col);
      }
    });
    const ys = y[e]!;
    ys.forEach((cols, d) => {
      if (cols.length > 1)
        addRow(
          `one_${e}_${d}`,
          cols.map((c) => [c, 1]),
          '<=',
          1,
        );
    });
    const sumOf = (days: number[], coef = 1): Array<[number, number]> =>
      days.flatMap((d) => (ys[d] ?? []).map((c): [number, number] => [c, coef]));

    // MAX_CONSECUTIVE: every window of maxCons + 1 days (history days included) has a day off.
    if (maxCons > 0) {
      for (let s = -maxCons; s + maxCons < D; s++) {
        let fixed = 0;
        const inside: number[] = [];
        for (let d = s; d <= s + maxCons; d++) {
          if (d < 0) fixed += worked.has(d) ? 1 : 0;
          else if ((ys[d] as number[]).length) inside.push(d);
        }
        if (inside.length + fixed > maxCons) addRow(`mc_${e}_${s + maxCons}`, sumOf(inside), '<=', maxCons - fixed);
      }
    }
    // MIN_REST: worked on d and off on d+1 means off on d+2 … d+minRest.
    if (minRest > 0) {
      if (lastWork === -1) {
        for (let k = 1; k < minRest && k < D; k++) addRow(`mrh_${e}_${k}`, [...sumOf([k]), ...sumOf([0], -1)], '<=', 0);
      }
      for (let d = 0; d + 2 < D; d++) {
        if (!(ys[d] as number[]).length) continue;
        for (let j = 2; j <= minRest && d + j < D; j++) {
          if (!(ys[d + j] as number[]).length) continue;
          addRow(`mr_${e}_${d}_${j}`, [...sumOf([d]), ...sumOf([d + 1], -1), ...sumOf([d + j])], '<=', 1);
        }
      }
    }
    // HOUR_TARGETS: |Σd y − T| = over + under.
    if (has(model, 'HOUR_TARGETS') && employee.targetDays !== null) {
      const w = weights.HOUR_TARGETS ?? 0;
      const over = addCol(`hto_${e}`, 'cont', 0, Infinity, w);
      const under = addCol(`htu_${e}`, 'cont', 0, Infinity, w);
      const all = model.days.map((_, d) => d);
      rows.push({
        name: `ht_${e}`,
        terms: [...sumOf(all), [over, -1], [under, 1]],
        sense: '=',
        rhs: employee.targetDays,
      });
    }
    // FAIR_SUNDAYS: q ≥ s² for integer s = Sundays and holidays worked, by its tangents at k = 0 … K−1.
    if (has(model, 'FAIR_SUNDAYS')) {
      const special = model.days
        .filter((day, d) => (day.weekday === 7 || day.holiday) && (ys[d] as number[]).length)
        .map((day) => day.index);
      if (special.length) {
        const q = addCol(`fs_${e}`, 'cont', 0, Infinity, weights.FAIR_SUNDAYS ?? 0);
        for (let k = 0; k < special.length; k++)
          addRow(`fs_${e}_${k}`, [...sumOf(special, 2 * k + 1), [q, -1]], '<=', k * (k + 1));
      }
    }
    // COMPLETE_WEEKENDS: w ≥ |y_sat − y_sun|.
    if (has(model, 'COMPLETE_WEEKENDS')) {
      for (let d = 0; d + 1 < D; d++) {
        if (model.days[d]!.weekday !== 6) continue;
        const diff = [...sumOf([d]), ...sumOf([d + 1], -1)];
        if (!diff.length) continue;
        const w = addCol(`cw_${e}_${d}`, 'cont', 0, Infinity, weights.COMPLETE_WEEKENDS ?? 0);
        addRow(`cwa_${e}_${d}`, [...diff, [w, -1]], '<=', 0);
        addRow(`cwb_${e}_${d}`, [...diff.map(([c, v]): [number, number] => [c, -v]), [w, -1]], '<=', 0);
      }
    }
  });

  model.days.forEach((day, d) => {
    // Cover: Σ x + uncovered ≥ r(p, d), each uncovered slot at the position's cover cost.
    model.positions.forEach((position, p) => {
      const required = position.required[day.key];
      if (required <= 0) return;
      const u = addCol(`u_${p}_${d}`, 'int', 0, required, COVER_BASE + COVER_PER_PRIORITY * position.priority);
      rows.push({
        name: `cov_${p}_${d}`,
        terms: [...byDayPosition[d]![p]!.map((c): [number, number] => [c, 1]), [u, 1]],
        sense: '>=',
        rhs: required,
      });
    });
    // CAPACITY and OVERTIME_WHEN_NEEDED.
    const { base, cap } = dayLimits(model, day);
    const all = byDayPosition[d]!.flat();
    if (all.length > cap)
      addRow(
        `cap_${d}`,
        all.map((c) => [c, 1]),
        '<=',
        cap,
      );
    if (has(model, 'OVERTIME_WHEN_NEEDED') && cap > base && all.length > base) {
      const o = addCol(`ot_${d}`, 'cont', 0, Infinity, weights.OVERTIME_WHEN_NEEDED ?? 0);
      addRow(`otn_${d}`, [...all.map((c): [number, number] => [c, 1]), [o, -1]], '<=', base);
    }
  });
  return { columns, rows, xVars };
}

const num = (value: number): string =>
  Number.isInteger(value) ? String(value) : value.toPrecision(15).replace(/\.?0+$/, '');

function linear(terms: Array<[number, number]>, columns: MipColumn[]): string {
  const parts: string[] = [];
  terms.forEach(([col, coef], i) => {
    const sign = coef < 0 ? '-' : '+';
    const abs = Math.abs(coef);
    const text = `${i === 0 && sign === '+' ? '' : `${sign} `}${abs === 1 ? '' : `${num(abs)} `}${columns[col]!.name}`;
    parts.push(i > 0 && i % 10 === 0 ? `\n   ${text}` : text);
  });
  return parts.join(' ');
}

/** The MIP in CPLEX LP format. */
export function toLpText(mip: RosterMip): string {
  const { columns, rows } = mip;
  const objective = columns.map((c, i): [number, number] => [i, c.cost]).filter(([, cost]) => cost !== 0);
  const out: string[] = [
    '\\ Times roster engine: SCORING.md as a MIP',
    'Minimize',
    ` obj: ${objective.length ? linear(objective, columns) : '0 x_none'}`,
    'Subject To',
  ];
  for (const row of rows) out.push(` ${row.name}: ${linear(row.terms, columns)} ${row.sense} ${num(row.rhs)}`);
  out.push('Bounds');
  for (const c of columns) {
    if (c.kind === 'bin') {
      if (c.lb === c.ub) out.push(` ${c.name} = ${num(c.lb)}`);
      continue;
    }
    out.push(c.ub === Infinity ? ` ${c.name} >= ${num(c.lb)}` : ` ${num(c.lb)} <= ${c.name} <= ${num(c.ub)}`);
  }
  if (!objective.length) out.push(' x_none = 0');
  const names = (kind: Kind): string[] => columns.filter((c) => c.kind === kind).map((c) => c.name);
  for (const [section, kind] of [
    ['Binaries', 'bin'],
    ['Generals', 'int'],
  ] as const) {
    const list = names(kind);
    if (!list.length) continue;
    out.push(section);
    for (let i = 0; i < list.length; i += 12) out.push(` ${list.slice(i, i + 12).join(' ')}`);
  }
  out.push('End', '');
  return out.join('\n');
}

/** Assignments of the roster given by the x values (by column index), with the answer's day types. */
export function assignmentsFromValues(
  model: RosterModel,
  mip: RosterMip,
  value: (col: number) => number,
): Assignment[] {
  const assignments: Assignment[] = [];
  const chosen = mip.xVars.filter((x) => value(x.col) > 0.5).sort((a, b) => a.day - b.day || a.employee - b.employee);
  let day = -1;
  let count = 0;
  for (const x of chosen) {
    if (x.day !== day) {
      day = x.day;
      count = 0;
    }
    count++;
    const engineDay = model.days[x.day]!;
    const employee = model.employees[x.employee]!;
    const { base } = dayLimits(model, engineDay);
    const dayType: DayType =
      count > base ? 'overtime' : engineDay.holiday ? 'holiday' : engineDay.weekday === 7 ? 'sunday' : 'normal';
    assignments.push({
      employeeId: employee.id,
      date: engineDay.date,
      positionId: model.positions[x.position]!.id,
      gender: employee.gender,
      dayType,
    });
  }
  return assignments;
}

let loaded: Promise<Highs> | null = null;
export const highsRuntime = (): Promise<Highs> => (loaded ??= loadHighs());

export interface HighsRun {
  /** HiGHS model status, e.g. 'Optimal', 'Time limit reached'. */
  status: string;
  /** Score of the best roster found (null when none): the MIP's price of that roster. */
  objective: number | null;
  /** HiGHS' own objective of that incumbent (above `objective` when its penalty columns had slack). */
  mipObjective: number | null;
  /** Proven lower bound on the optimum (the objective itself when optimal). */
  bound: number | null;
  assignments: Assignment[];
  /** Time of the solve alone, and of building and parsing the LP text. */
  solveMs: number;
  buildMs: number;
  /** When each better roster was found (seconds into the solve). */
  improvements: Array<{ atSec: number; objective: number }>;
  size: { columns: number; rows: number; binaries: number; lpChars: number };
}

export interface HighsOptions {
  timeLimitSec: number;
  /** Print HiGHS' log. */
  log?: boolean;
  randomSeed?: number;
}

const STATUS_NAMES: Record<number, string> = {
  0: 'Not Set',
  1: 'Load error',
  2: 'Model error',
  3: 'Presolve error',
  4: 'Solve error',
  5: 'Postsolve error',
  6: 'Empty',
  7: 'Optimal',
  8: 'Infeasible',
  9: 'Infeasible or unbounded',
  10: 'Unbounded',
  11: 'Objective bound',
  12: 'Objective target',
  13: 'Time limit reached',
  14: 'Iteration limit',
  15: 'Unknown',
  16: 'Solution limit',
  17: 'Interrupted',
};

/**
 * Fixes the x columns to a roster (the other columns stay free): the MIP then prices that roster.
 * Returns false when the roster has an assignment the MIP has no column for (an employee on a
 * position they may not work, on a leave or excluded day, or on a day the history forces off).
 */
export function fixToRoster(model: RosterModel, mip: RosterMip, assignments: readonly Assignment[]): boolean {
  const dayIndex = new Map(model.days.map((d) => [d.date, d.index]));
  const employeeIndex = new Map(model.employees.map((e, i) => [e.id, i]));
  const positionIndex = new Map(model.positions.map((p, i) => [p.id, i]));
  const byKey = new Map(mip.xVars.map((x) => [`${x.employee}|${x.day}|${x.position}`, x.col]));
  for (const x of mip.xVars) mip.columns[x.col]!.ub = mip.columns[x.col]!.lb = 0;
  let representable = true;
  for (const a of assignments) {
    const col = byKey.get(
      `${employeeIndex.get(a.employeeId)}|${dayIndex.get(a.date)}|${positionIndex.get(a.positionId)}`,
    );
    if (col === undefined) representable = false;
    else mip.columns[col]!.lb = mip.columns[col]!.ub = 1;
  }
  return representable;
}

export interface LpSolve {
  status: string;
  objective: number | null;
  bound: number | null;
  /** Column values by name (empty without a solution). */
  values: Map<string, number>;
  solveMs: number;
  improvements: Array<{ atSec: number; objective: number }>;
}

/** Solves CPLEX LP text with HiGHS; mip_abs_gap < 1 proves the optimum of an integer-valued objective. */
export async function solveLp(lp: string, options: HighsOptions): Promise<LpSolve> {
  const highs = await highsRuntime();
  const instance = highs.createModel({ format: 'lp', data: lp });
  try {
    instance.options.set({
      output_flag: options.log ?? false,
      time_limit: highsSeconds(options.timeLimitSec),
      mip_rel_gap: 0,
      mip_abs_gap: 0.99,
      random_seed: options.randomSeed ?? 0,
    });
    const improvements: LpSolve['improvements'] = [];
    const solveStart = performance.now();
    instance.run({
      [highs.constants.callbackType.mipImprovingSolution](event) {
        const value = event.data.objective_function_value;
        if (typeof value === 'number')
          improvements.push({ atSec: (performance.now() - solveStart) / 1000, objective: value });
        return undefined;
      },
    });
    const solveMs = performance.now() - solveStart;
    const code = instance.getModelStatus() as number;
    const status = STATUS_NAMES[code] ?? String(code);
    const hasSolution = Number(instance.info.get('primal_solution_status')) === 2;
    let bound: number | null = null;
    try {
      const b = Number(instance.info.get('mip_dual_bound'));
      bound = Number.isFinite(b) ? b : null;
    } catch {
      bound = null;
    }
    const values = new Map<string, number>();
    let objective: number | null = null;
    if (hasSolution) {
      objective = instance.getObjectiveValue();
      const colValue = instance.getSolution().colValue;
      const { numCols } = instance.getDimensions();
      for (let i = 0; i < numCols; i++) values.set(instance.getColName(i), colValue[i] as number);
    }
    if (status === 'Optimal' && objective !== null) bound = objective;
    return { status, objective, bound, values, solveMs, improvements };
  } finally {
    instance.dispose();
  }
}

/** Solves the model's MIP with HiGHS within the time limit (synchronous once the runtime is loaded). */
export async function solveWithHighs(model: RosterModel, options: HighsOptions): Promise<HighsRun> {
  const began = performance.now();
  const mip = buildRosterMip(model);
  const lp = toLpText(mip);
  const buildMs = performance.now() - began;
  const solved = await solveLp(lp, options);
  const assignments =
    solved.objective === null
      ? []
      : assignmentsFromValues(model, mip, (col) => solved.values.get(mip.columns[col]!.name) ?? 0);
  // An incumbent cut short by the time limit may carry slack in its continuous columns (a penalty
  // column above what its roster costs): price the roster itself, x fixed, to get its true score.
  let objective = solved.objective;
  if (objective !== null && solved.status !== 'Optimal' && fixToRoster(model, mip, assignments)) {
    const priced = await solveLp(toLpText(mip), { timeLimitSec: 60 });
    if (priced.objective !== null) objective = Math.min(objective, priced.objective);
  }
  return {
    status: solved.status,
    objective,
    mipObjective: solved.objective,
    bound: solved.bound,
    assignments,
    solveMs: solved.solveMs,
    buildMs: buildMs,
    improvements: solved.improvements,
    size: { columns: mip.columns.length, rows: mip.rows.length, binaries: mip.xVars.length, lpChars: lp.length },
  };
}
