/**
 * Cases for the solver's tests: small builders, a random model generator covering every rule
 * (history, holidays, relievers, overtime, leave, exclusions, targets) and plain readers of a
 * roster (runs, rests, counts) for assertions. Nothing here shares code with the solver.
 */
import type {
  Assignment,
  DayKey,
  EngineDay,
  EngineEmployee,
  EnginePosition,
  HistoryEntry,
  PerDay,
  RosterModel,
  RuleId,
} from '../model/types';
import { WEEKDAY_KEYS } from '../model/types';
import { addDays, daysBetween } from '../calendar/dates';
import { consecutiveDays } from '../model/period';
import {
  makeEmployee,
  makeModel,
  TEST_TIME_CAP_MS,
  makePosition,
  perDay as every,
  random as caseRandom,
  totalRequired,
} from './fixtures';

export { every, caseRandom };

export const ALL_RULES: readonly RuleId[] = [
  'MAX_CONSECUTIVE',
  'MIN_REST',
  'LEAVE_DAYS',
  'EXCLUSION_DAYS',
  'HOUR_TARGETS',
  'FAIR_SUNDAYS',
  'COMPLETE_WEEKENDS',
  'RELIEVER_COVER',
  'OVERTIME_WHEN_NEEDED',
];

/** `count` consecutive days from `start`; the days at `holidayIndexes` are public holidays. */
export function buildDays(start: string, count: number, holidayIndexes: readonly number[] = []): EngineDay[] {
  return consecutiveDays(start, count, (_, index) => holidayIndexes.includes(index));
}

export function position(id: string, required: PerDay, options: Partial<EnginePosition> = {}): EnginePosition {
  return makePosition(id, `Position ${id}`, { abbr: id.slice(0, 3), required, ...options });
}

export function employee(id: string, positionId: string, options: Partial<EngineEmployee> = {}): EngineEmployee {
  return makeEmployee(id, positionId, { name: `Name ${id}`, surname: 'Tester', ...options });
}

/** A model with the working-day headcount W(d) = Σ positions' requirement unless given. */
export function model(parts: {
  days: EngineDay[];
  positions: EnginePosition[];
  employees: EngineEmployee[];
  rules: RuleId[];
  maxConsecutive?: number;
  minRest?: number;
  required?: PerDay;
  overtime?: PerDay | null;
  history?: HistoryEntry[];
  seed?: number;
  timeLimitMs?: number;
}): RosterModel {
  return makeModel({
    days: parts.days,
    positions: parts.positions,
    employees: parts.employees,
    workingDays: {
      maxConsecutive: parts.maxConsecutive ?? 0,
      minRest: parts.minRest ?? 0,
      required: parts.required ?? totalRequired(parts.positions),
      overtime: parts.overtime ?? null,
    },
    rules: parts.rules,
    history: parts.history,
    seed: parts.seed,
    timeLimitMs: parts.timeLimitMs ?? TEST_TIME_CAP_MS,
  });
}

export interface RandomModelOptions {
  seed: number;
  employees: number;
  days: number;
  positions: number;
  /** Share of the employees' rough capacity the demand asks for (default 0.7). */
  load?: number;
  /** The rules, in order (default: all, shuffled). */
  rules?: RuleId[];
  start?: string;
}

/**
 * A random model exercising everything: relievers, overtime places, a spare working-day headcount,
 * holidays, leave, exclusions (with 'hld'), targets, history tails, and a random rule order.
 */
export function randomModel(options: RandomModelOptions): RosterModel {
  const rnd = caseRandom(options.seed * 7_919 + 17);
  const int = (lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1));
  const start = options.start ?? addDays('2026-03-02', int(0, 6));
  const holidays = Array.from({ length: int(0, 2) }, () => int(0, options.days - 1));
  const days = buildDays(start, options.days, holidays);
  const maxConsecutive = int(0, 3) === 0 ? 0 : int(2, 6);
  const minRest = int(0, 3) === 0 ? 0 : int(1, 3);
  const share = maxConsecutive > 0 ? maxConsecutive / (maxConsecutive + Math.max(1, minRest)) : 0.8;
  const perPosition = Math.max(1, Math.floor(options.employees / Math.max(1, options.positions)));
  const load = options.load ?? 0.7;
  const positions: EnginePosition[] = Array.from({ length: options.positions }, (_, p) => {
    const need = Math.max(0, Math.round(perPosition * share * load + (rnd() - 0.5)));
    return position(
      `P${p + 1}`,
      every(need, { sat: Math.max(0, need - int(0, 1)), sun: Math.max(0, need - int(0, 2)), hld: int(0, need) }),
      {
        priority: int(0, 100),
        relieverId: options.positions > 1 && rnd() < 0.5 ? `P${((p + 1) % options.positions) + 1}` : null,
      },
    );
  });
  const history: HistoryEntry[] = [];
  const employees: EngineEmployee[] = Array.from({ length: options.employees }, (_, e) => {
    const id = `E${e + 1}`;
    const leave: string[] = [];
    if (rnd() < 0.3) {
      const first = int(0, options.days - 1);
      for (let d = first; d < Math.min(options.days, first + int(1, 4)); d++) leave.push(days[d]!.date);
    }
    const exclusions: DayKey[] = [];
    if (rnd() < 0.2) exclusions.push(WEEKDAY_KEYS[int(0, 6)]!);
    if (rnd() < 0.15) exclusions.push('hld');
    if (rnd() < 0.6) {
      const gap = int(0, 3);
      for (let j = 0; j < int(1, 6); j++) history.push({ employeeId: id, date: addDays(start, -1 - gap - j) });
    }
    return employee(id, `P${(e % Math.max(1, options.positions)) + 1}`, {
      gender: rnd() < 0.5 ? 1 : 2,
      targetDays: rnd() < 0.8 ? Math.round(options.days * share * (0.6 + rnd() * 0.5)) : null,
      leave,
      exclusions,
    });
  });
  const rules = options.rules ?? [...ALL_RULES].sort(() => rnd() - 0.5).filter(() => rnd() < 0.85);
  const total = totalRequired(positions);
  const spare = int(0, 2);
  const required = every(0);
  (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'hld'] as const).forEach(
    (key) => (required[key] = total[key] + (rnd() < 0.5 ? spare : 0)),
  );
  return model({
    days,
    positions,
    employees,
    rules,
    maxConsecutive,
    minRest,
    required,
    overtime: rnd() < 0.5 ? every(int(0, 2)) : null,
    history,
    seed: options.seed,
  });
}

/* ---------- reading a roster ---------- */

/** Worked day indexes of an employee. */
export function workedDays(m: RosterModel, assignments: readonly Assignment[], employeeId: string): number[] {
  const index = new Map(m.days.map((day, i) => [day.date, i]));
  return assignments
    .filter((a) => a.employeeId === employeeId)
    .map((a) => index.get(a.date)!)
    .sort((a, b) => a - b);
}

/** Longest run of worked days, history days right before the period included. */
export function longestRun(m: RosterModel, assignments: readonly Assignment[], employeeId: string): number {
  const start = m.days[0]!.date;
  const history = new Set(m.history.filter((h) => h.employeeId === employeeId).map((h) => h.date));
  let before = 0;
  while (history.has(addDays(start, -1 - before))) before++;
  const worked = new Set(workedDays(m, assignments, employeeId));
  let best = 0;
  let run = before;
  for (let d = 0; d < m.days.length; d++) {
    run = worked.has(d) ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** Shortest rest between two worked days (history included); Infinity when none. */
export function shortestRest(m: RosterModel, assignments: readonly Assignment[], employeeId: string): number {
  const start = m.days[0]!.date;
  const offsets = m.history
    .filter((h) => h.employeeId === employeeId)
    .map((h) => daysBetween(start, h.date))
    .filter((o) => o < 0);
  const all = [...new Set([...offsets, ...workedDays(m, assignments, employeeId)])].sort((a, b) => a - b);
  let best = Infinity;
  for (let i = 1; i < all.length; i++) {
    const gap = all[i]! - all[i - 1]! - 1;
    if (gap > 0 && all[i]! >= 0) best = Math.min(best, gap);
  }
  return best;
}

/** Assignments per position and date. */
export function countOf(assignments: readonly Assignment[], positionId: string, date: string): number {
  return assignments.filter((a) => a.positionId === positionId && a.date === date).length;
}
