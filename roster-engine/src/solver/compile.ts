/**
 * The model turned into flat tables for the search: positions, employees and days become indices,
 * everything the hot loops read is a typed array. Built once per search, never changed after.
 * Index conventions: employee e in [0, E), day d in [0, D), position p in [0, P); a cell (e, d) is
 * e * D + d, a slot (p, d) is p * D + d.
 */
import { COVER_BASE, COVER_PER_PRIORITY, softWeights } from '../rules/catalogue';
import { BLOCK_NONE, commitmentTables, targetDaysLeft } from '../commitments';
import type { RosterModel } from '../model/types';
import { markUnavailable, requestPrices } from './availability';
import { dayLimitsOf, minRestOf, minRunOf, periodWeekends, weekendLimitOf } from '../limits';
import { runLimitStates, type RunLimitStates } from './runLimitStates';

/**
 * Price of one day short of an employee's minimum hours (MIN_HOURS) in the search's score: above
 * any cover or soft change, so the search meets every minimum it can before anything else.
 */
export const SHORT_DAY_PRICE = 1e9;

export interface Compiled {
  E: number;
  D: number;
  P: number;
  /** r(p, d) at p * D + d. */
  req: Int32Array;
  /** Cost of one uncovered slot of p: COVER_BASE + COVER_PER_PRIORITY x priority. */
  coverWeight: Float64Array;
  /** max(W(d), Σp r(p, d)): assignments beyond it are overtime. */
  base: Int32Array;
  /** base(d) + OT(d): the hard CAPACITY limit. */
  cap: Int32Array;
  /** Own position index of each employee, -1 when it is not a position of the model. */
  own: Int32Array;
  /** Positions each employee may work (QUALIFIED): own first, then those it relieves. */
  quals: Int32Array[];
  /** 1 at e * P + p when e may work p. */
  canWork: Uint8Array;
  /** Employees qualified for each position. */
  qualified: Int32Array[];
  /** 1 when the employee may work the day (availability; LEAVE_DAYS and EXCLUSION_DAYS when assigned; not blocked by a commitment). */
  allowed: Uint8Array;
  /** True when commitments (days in other rosters) concern the employees: the run automaton tells them apart. */
  split: boolean;
  /** 1 at e * D + d when e works another roster on d: a worked day for the run rules, never assigned here. */
  committed: Uint8Array;
  /** Per employee, the days after the period worked elsewhere, as offsets from day D (sorted). */
  committedAfter: Int32Array[];
  /** HOUR_TARGETS: 1 when the employee has a target (and the rule is assigned), and the days left to it here (targetDaysLeft). */
  hasTarget: Uint8Array;
  target: Float64Array;
  /**
   * MIN_HOURS / MAX_HOURS / MAX_SHIFTS as days of this roster (limits/dayLimits.ts): maxDays is the
   * lower of the hours' maximum and maxShifts, each at most D.
   */
  minDays: Int32Array;
  maxDays: Int32Array;
  hourMaxDays: Int32Array;
  maxShifts: Int32Array;
  /** 1 when the employee has a limit the DPs must count days for. */
  limited: Uint8Array;
  anyLimit: boolean;
  /** What one day short of a minimum costs in the search (SHORT_DAY_PRICE; reported as hard). */
  wShort: number;
  /** MAX_WEEKENDS (limits/weekendLimits.ts): the weekend of each day (-1 on weekdays) and their number. */
  weekendOf: Int32Array;
  weekendCount: number;
  /** 1 at e * weekendCount + w when e works weekend w in another roster (it counts whatever happens here). */
  weekendBusy: Uint8Array;
  /** 1 when e's maximum can bind here; then the weekends this roster may add (below its free ones). */
  weekendLimited: Uint8Array;
  weekendsLeft: Int32Array;
  /** MIN_CONSECUTIVE_DAYS: the days in a row e works at least (0 = none; limits/runLimits.ts). */
  minRun: Int32Array;
  /** MIN_CONSECUTIVE_DAYS_OFF: the days off in a row e takes at least (0 = none; limits/restLimits.ts). */
  minDaysOff: Int32Array;
  /** The row DP's automaton of e's minimums of days (off) in a row (runLimitStates.ts); null without them. */
  runLimitStates: (RunLimitStates | null)[];
  /**
   * The row DP's extra states of an employee, (weekendsLeft + 1 when limited, else 1) x (the
   * states of runLimitStates when set, else 1): the largest of them (1 when no one has a limit).
   */
  extraStates: number;
  /** Sunday (weekday 7) or public holiday: counts for FAIR_SUNDAYS. */
  sundayish: Uint8Array;
  /** Number of sundayish days in the period. */
  sundayishCount: number;
  /** 1 on a Sunday whose Saturday (d - 1) is in the period: a COMPLETE_WEEKENDS pair ends here. */
  pairSunday: Uint8Array;
  /** 1 on a Saturday whose Sunday (d + 1) is in the period. */
  pairSaturday: Uint8Array;
  /** MAX_CONSECUTIVE limit, 0 when not assigned or no limit. */
  maxConsecutive: number;
  /** MIN_REST days, 0 when not assigned or no rule (a value of 1 constrains nothing either). */
  minRest: number;
  /** Worked days in a row right before day 0 (history and days worked elsewhere). */
  histRun: Int32Array;
  /** When histRun is 0: days off since the last worked history day, -1 when there is none. */
  histOff: Int32Array;
  /** Soft weights, 0 when the rule is not assigned. */
  wHours: number;
  wFair: number;
  wWeekend: number;
  wRelief: number;
  wOvertime: number;
  wRequests: number;
  /** REQUESTS (availability.ts): raw penalty change of working cell e * D + d, and of the empty roster. */
  requestDelta: Float64Array;
  requestBase: number;
  /** Connected groups of employees (sharing positions through reliever cover); -1 when none. */
  groupOf: Int32Array;
  groups: Int32Array[];
}

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Math.round(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / DAY_MS);
}

/**
 * `reserved`: pinned assignments per slot (p * D + d, solver/pins.ts), which take that much of the
 * slot's need and of the day's base and capacity away from the search.
 */
export function compileModel(model: RosterModel, reserved?: Int32Array): Compiled {
  const { days, positions, employees, workingDays } = model;
  const E = employees.length;
  const D = days.length;
  const P = positions.length;
  const rules = new Set(model.rules);
  const weights = softWeights(model.rules);

  const req = new Int32Array(P * D);
  const coverWeight = new Float64Array(P);
  positions.forEach((position, p) => {
    coverWeight[p] = COVER_BASE + COVER_PER_PRIORITY * position.priority;
    days.forEach((day, d) => {
      req[p * D + d] = Math.max(0, Math.floor(position.required[day.key] ?? 0));
    });
  });

  const base = new Int32Array(D);
  const cap = new Int32Array(D);
  days.forEach((day, d) => {
    let sum = 0;
    for (let p = 0; p < P; p++) sum += req[p * D + d]!;
    const w = Math.max(0, Math.floor(workingDays.required[day.key] ?? 0));
    base[d] = Math.max(w, sum);
    const ot = workingDays.overtime ? Math.max(0, Math.floor(workingDays.overtime[day.key] ?? 0)) : 0;
    cap[d] = base[d] + ot;
  });
  if (reserved) {
    for (let d = 0; d < D; d++) {
      let pins = 0;
      for (let p = 0; p < P; p++) {
        const i = p * D + d;
        pins += reserved[i]!;
        req[i] = Math.max(0, req[i]! - reserved[i]!);
      }
      base[d] = Math.max(0, base[d]! - pins);
      cap[d] = Math.max(0, cap[d]! - pins);
    }
  }

  const positionIndex = new Map<string, number>();
  positions.forEach((position, p) => {
    if (!positionIndex.has(position.id)) positionIndex.set(position.id, p);
  });
  const relief = rules.has('RELIEVER_COVER');
  const own = new Int32Array(E).fill(-1);
  const quals: Int32Array[] = [];
  employees.forEach((employee, e) => {
    const list: number[] = [];
    const mine = positionIndex.get(employee.positionId);
    if (mine !== undefined) {
      own[e] = mine;
      list.push(mine);
    }
    if (relief) {
      positions.forEach((position, p) => {
        if (position.relieverId === employee.positionId && position.id !== employee.positionId && !list.includes(p)) {
          list.push(p);
        }
      });
    }
    quals.push(Int32Array.from(list));
  });
  const canWork = new Uint8Array(E * P);
  quals.forEach((list, e) => list.forEach((p) => (canWork[e * P + p] = 1)));
  const qualifiedLists: number[][] = positions.map(() => []);
  quals.forEach((list, e) => list.forEach((p) => qualifiedLists[p]!.push(e)));
  const qualified = qualifiedLists.map((list) => Int32Array.from(list));

  const leaveOn = rules.has('LEAVE_DAYS');
  const exclusionOn = rules.has('EXCLUSION_DAYS');
  const dateIndex = new Map<string, number>();
  days.forEach((day, d) => dateIndex.set(day.date, d));
  const allowed = new Uint8Array(E * D).fill(1);
  employees.forEach((employee, e) => {
    if (leaveOn) {
      for (const date of employee.leave) {
        const d = dateIndex.get(date);
        if (d !== undefined) allowed[e * D + d] = 0;
      }
    }
    if (exclusionOn && employee.exclusions.length > 0) {
      const excluded = new Set(employee.exclusions);
      days.forEach((day, d) => {
        const weekdayKey = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const)[day.weekday - 1];
        if ((weekdayKey && excluded.has(weekdayKey)) || (day.holiday && excluded.has('hld'))) allowed[e * D + d] = 0;
      });
    }
  });

  markUnavailable(model, dateIndex, allowed);
  const requests = requestPrices(model, dateIndex);

  const hoursOn = rules.has('HOUR_TARGETS');
  const hasTarget = new Uint8Array(E);
  const target = new Float64Array(E);
  const commitments = commitmentTables(model);
  for (let i = 0; i < E * D; i++) if (commitments.block[i] !== BLOCK_NONE) allowed[i] = 0;
  employees.forEach((employee, e) => {
    if (hoursOn && employee.targetDays !== null) {
      hasTarget[e] = 1;
      target[e] = targetDaysLeft(employee.targetDays, commitments.committedHours[e]!, employee.dailyHours);
    }
  });

  const minDays = new Int32Array(E);
  const maxDays = new Int32Array(E).fill(D);
  const hourMaxDays = new Int32Array(E).fill(D);
  const maxShifts = new Int32Array(E).fill(D);
  const limited = new Uint8Array(E);
  let anyLimit = false;
  employees.forEach((employee, e) => {
    const limits = dayLimitsOf(employee, commitments.committedHours[e]!);
    minDays[e] = limits.minDays;
    maxDays[e] = Math.min(D, limits.maxDays);
    hourMaxDays[e] = Math.min(D, limits.hourMaxDays);
    maxShifts[e] = Math.min(D, limits.shiftMaxDays);
    if (minDays[e] > 0 || maxDays[e] < D) {
      limited[e] = 1;
      anyLimit = true;
    }
  });

  const weekends = periodWeekends(days);
  const W = weekends.count;
  const weekendBusy = new Uint8Array(E * W);
  const weekendLimited = new Uint8Array(E);
  const weekendsLeft = new Int32Array(E).fill(W);
  employees.forEach((employee, e) => {
    const limit = weekendLimitOf(employee, weekends, (d) => commitments.committed[e * D + d] === 1);
    weekendBusy.set(limit.busy, e * W);
    let free = 0;
    for (const busy of limit.busy) free += busy === 0 ? 1 : 0;
    if (limit.left >= free) return;
    weekendLimited[e] = 1;
    weekendsLeft[e] = limit.left;
  });
  const minRun = new Int32Array(E);
  const minDaysOff = new Int32Array(E);
  const automata = new Map<number, RunLimitStates | null>();
  const runStatesOf: (RunLimitStates | null)[] = [];
  let extraStates = 1;
  employees.forEach((employee, e) => {
    minRun[e] = minRunOf(employee);
    minDaysOff[e] = minRestOf(employee);
    const key = minRun[e] * 1_000 + minDaysOff[e];
    if (!automata.has(key)) automata.set(key, runLimitStates(minRun[e], minDaysOff[e]));
    const states = automata.get(key)!;
    runStatesOf.push(states);
    const weekendCounts = weekendLimited[e] === 1 ? weekendsLeft[e]! + 1 : 1;
    extraStates = Math.max(extraStates, weekendCounts * (states ? states.Z : 1));
  });

  const sundayish = new Uint8Array(D);
  const pairSunday = new Uint8Array(D);
  const pairSaturday = new Uint8Array(D);
  let sundayishCount = 0;
  days.forEach((day, d) => {
    if (day.weekday === 7 || day.holiday) {
      sundayish[d] = 1;
      sundayishCount++;
    }
    if (day.weekday === 6 && d + 1 < D && days[d + 1]!.weekday === 7) {
      pairSaturday[d] = 1;
      pairSunday[d + 1] = 1;
    }
  });

  let maxConsecutive = rules.has('MAX_CONSECUTIVE') ? Math.max(0, Math.floor(workingDays.maxConsecutive)) : 0;
  const minRest = rules.has('MIN_REST') && workingDays.minRest > 1 ? Math.floor(workingDays.minRest) : 0;

  // History: worked days before day 0, as day offsets (-1 is the day before the period).
  const histRun = new Int32Array(E);
  const histOff = new Int32Array(E).fill(-1);
  if (D > 0 && (model.history.length > 0 || commitments.any)) {
    const employeeIndex = new Map<string, number>();
    employees.forEach((employee, e) => {
      if (!employeeIndex.has(employee.id)) employeeIndex.set(employee.id, e);
    });
    const start = dayNumber(days[0]!.date);
    const worked: Set<number>[] = commitments.before.map((offsets) => new Set<number>(offsets));
    for (const entry of model.history) {
      const e = employeeIndex.get(entry.employeeId);
      const offset = dayNumber(entry.date) - start;
      if (e !== undefined && offset < 0 && Number.isFinite(offset)) worked[e]!.add(offset);
    }
    worked.forEach((set, e) => {
      if (set.size === 0) return;
      let run = 0;
      while (set.has(-(run + 1))) run++;
      histRun[e] = run;
      if (run === 0) histOff[e] = -Math.max(...set) - 1;
    });
  }

  // A limit no run can reach (history included) constrains nothing: drop it (smaller DP states).
  let longestHistory = 0;
  for (let e = 0; e < E; e++) longestHistory = Math.max(longestHistory, histRun[e]!);
  const committedAfter = commitments.after.map((offsets) => Int32Array.from(offsets, (offset) => offset - D));
  let longestAfter = 0;
  for (const offsets of committedAfter) {
    let run = 0;
    while (run < offsets.length && offsets[run] === run) run++;
    longestAfter = Math.max(longestAfter, run);
  }
  if (maxConsecutive >= D + longestHistory + longestAfter) maxConsecutive = 0;

  // Groups: positions linked by a shared employee, employees by their positions.
  const parent = Array.from({ length: P }, (_, p) => p);
  const find = (p: number): number => {
    while (parent[p] !== p) {
      parent[p] = parent[parent[p]!]!;
      p = parent[p]!;
    }
    return p;
  };
  quals.forEach((list) => {
    for (let i = 1; i < list.length; i++) parent[find(list[i]!)] = find(list[0]!);
  });
  const groupOf = new Int32Array(E).fill(-1);
  const rootGroup = new Map<number, number>();
  const groupLists: number[][] = [];
  quals.forEach((list, e) => {
    if (list.length === 0) return;
    const root = find(list[0]!);
    let g = rootGroup.get(root);
    if (g === undefined) {
      g = groupLists.length;
      rootGroup.set(root, g);
      groupLists.push([]);
    }
    groupOf[e] = g;
    groupLists[g]!.push(e);
  });

  return {
    E,
    D,
    P,
    req,
    coverWeight,
    base,
    cap,
    own,
    quals,
    canWork,
    qualified,
    allowed,
    split: commitments.any,
    committed: commitments.committed,
    committedAfter,
    hasTarget,
    target,
    minDays,
    maxDays,
    hourMaxDays,
    maxShifts,
    limited,
    anyLimit,
    wShort: SHORT_DAY_PRICE,
    weekendOf: weekends.weekendOf,
    weekendCount: W,
    weekendBusy,
    weekendLimited,
    weekendsLeft,
    minRun,
    minDaysOff,
    runLimitStates: runStatesOf,
    extraStates,
    sundayish,
    sundayishCount,
    pairSunday,
    pairSaturday,
    maxConsecutive,
    minRest,
    histRun,
    histOff,
    wHours: weights.HOUR_TARGETS ?? 0,
    wFair: weights.FAIR_SUNDAYS ?? 0,
    wWeekend: weights.COMPLETE_WEEKENDS ?? 0,
    wRelief: weights.RELIEVER_COVER ?? 0,
    wOvertime: weights.OVERTIME_WHEN_NEEDED ?? 0,
    wRequests: weights.REQUESTS ?? 0,
    requestDelta: requests.delta,
    requestBase: requests.base,
    groupOf,
    groups: groupLists.map((list) => Int32Array.from(list)),
  };
}
