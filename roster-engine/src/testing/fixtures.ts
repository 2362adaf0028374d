/**
 * Small model fixtures for the engine's tests (checker, solver, summary, re-validation).
 * Plain builders with defaults; nothing here scores a roster.
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
  WorkingDays,
} from '../model/types';
import { WEEKDAY_KEYS } from '../model/types';
import { consecutiveDays } from '../model/period';
import { rng as random } from '../bench/generator';

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32, the one the bench generator uses). */
export { random };

/** The same count on every day code, with optional overrides. */
export function perDay(count: number, overrides: Partial<PerDay> = {}): PerDay {
  return {
    mon: count,
    tue: count,
    wed: count,
    thu: count,
    fri: count,
    sat: count,
    sun: count,
    hld: count,
    ...overrides,
  };
}

/** `count` consecutive days from `start`; dates in `holidays` are public holidays. */
export function makeDays(start: string, count: number, holidays: readonly string[] = []): EngineDay[] {
  return consecutiveDays(start, count, (date) => holidays.includes(date));
}

export function makePosition(id: string, name: string, options: Partial<EnginePosition> = {}): EnginePosition {
  return {
    id,
    name,
    abbr: name.slice(0, 3).toUpperCase(),
    priority: 50,
    required: perDay(0),
    relieverId: null,
    ...options,
  };
}

export function makeEmployee(id: string, positionId: string, options: Partial<EngineEmployee> = {}): EngineEmployee {
  return {
    id,
    name: `Name${id}`,
    surname: `Surname${id}`,
    gender: 1,
    positionId,
    dailyHours: 8,
    targetDays: null,
    exclusions: [],
    leave: [],
    ...options,
  };
}

/** The positions' requirements added up, day code by day code (a working-day headcount W(d)). */
export function totalRequired(positions: readonly EnginePosition[]): PerDay {
  const sum = (key: DayKey): number => positions.reduce((total, position) => total + position.required[key], 0);
  return perDay(0, {
    mon: sum('mon'),
    tue: sum('tue'),
    wed: sum('wed'),
    thu: sum('thu'),
    fri: sum('fri'),
    sat: sum('sat'),
    sun: sum('sun'),
    hld: sum('hld'),
  });
}

export function makeWorkingDays(options: Partial<WorkingDays> = {}): WorkingDays {
  return { maxConsecutive: 0, minRest: 0, required: perDay(0), overtime: null, ...options };
}

export interface ModelOptions {
  start?: string;
  dayCount?: number;
  holidays?: string[];
  days?: EngineDay[];
  positions?: EnginePosition[];
  employees?: EngineEmployee[];
  workingDays?: Partial<WorkingDays>;
  rules?: RuleId[];
  history?: HistoryEntry[];
  seed?: number;
  timeLimitMs?: number;
}

/**
 * The time limit of the models tests build: a cap out of reach, so that every search in a test ends on its move
 * budget and gives the same roster on a fast, a slow or a loaded machine. How long searches take is the bench's.
 */
export const TEST_TIME_CAP_MS = 600_000;

/**
 * The rules of the generated rosters the edit tests (cover, swaps) check against the checker: every day-level hard
 * rule and the soft rules whose score an edit moves.
 */
export const EDIT_TEST_RULES: readonly RuleId[] = [
  'LEAVE_DAYS',
  'EXCLUSION_DAYS',
  'MAX_CONSECUTIVE',
  'MIN_REST',
  'HOUR_TARGETS',
  'FAIR_SUNDAYS',
  'COMPLETE_WEEKENDS',
  'RELIEVER_COVER',
];

/** A model with defaults: 7 days from Monday 2026-12-07, no positions, no employees, no rules. */
export function makeModel(options: ModelOptions = {}): RosterModel {
  return {
    days: options.days ?? makeDays(options.start ?? '2026-12-07', options.dayCount ?? 7, options.holidays ?? []),
    positions: options.positions ?? [],
    employees: options.employees ?? [],
    workingDays: makeWorkingDays(options.workingDays),
    rules: options.rules ?? [],
    history: options.history ?? [],
    seed: options.seed ?? 1,
    timeLimitMs: options.timeLimitMs ?? TEST_TIME_CAP_MS,
  };
}

/** An assignment of `employeeId` on `date`, to its own position unless `positionId` is given. */
export function assign(model: RosterModel, employeeId: string, date: string, positionId?: string): Assignment {
  const employee = model.employees.find((candidate) => candidate.id === employeeId);
  const day = model.days.find((candidate) => candidate.date === date);
  const dayType = day?.holiday ? 'holiday' : day?.weekday === 7 ? 'sunday' : 'normal';
  return {
    employeeId,
    date,
    positionId: positionId ?? employee?.positionId ?? 'unknown',
    gender: employee?.gender ?? 1,
    dayType,
  };
}

/** Assignments of one employee on several day indices of the model. */
export function assignDays(
  model: RosterModel,
  employeeId: string,
  dayIndices: readonly number[],
  positionId?: string,
): Assignment[] {
  return dayIndices.map((index) => {
    const day = model.days[index];
    if (!day) throw new Error(`No day ${index} in the model`);
    return assign(model, employeeId, day.date, positionId);
  });
}

export interface InstanceOptions {
  employees: number;
  days: number;
  positions?: number;
  seed?: number;
  start?: string;
  holidays?: string[];
  rules?: RuleId[];
  maxConsecutive?: number;
  minRest?: number;
  /** Share of employees with one leave day (0-1). */
  leaveShare?: number;
}

/**
 * A generated instance: `positions` positions sharing the employees evenly, each position's
 * daily requirement about 70% of its staff (so full cover is possible with 5 days in a row).
 */
export function generateInstance(options: InstanceOptions): RosterModel {
  const rnd = random(options.seed ?? 7);
  const positionCount = options.positions ?? 5;
  const days = makeDays(
    options.start ?? '2026-12-01',
    options.days,
    options.holidays ?? ['2026-12-16', '2026-12-25', '2026-12-26'],
  );
  const names = ['Guard', 'Cleaner', 'Supervisor', 'Driver', 'Cook', 'Porter', 'Clerk', 'Medic'];
  const perPosition = Math.floor(options.employees / positionCount);
  const positions: EnginePosition[] = [];
  for (let p = 0; p < positionCount; p += 1) {
    const staff = p === positionCount - 1 ? options.employees - perPosition * (positionCount - 1) : perPosition;
    const need = Math.max(1, Math.floor(staff * 0.65));
    positions.push(
      makePosition(`P${p + 1}`, names[p % names.length] ?? `Position${p + 1}`, {
        priority: 10 + ((p * 37) % 90),
        required: perDay(need, { sat: Math.max(1, need - 1), sun: Math.max(1, need - 2), hld: Math.max(1, need - 2) }),
        relieverId: positionCount > 1 ? `P${((p + 1) % positionCount) + 1}` : null,
      }),
    );
  }
  const employees: EngineEmployee[] = [];
  for (let e = 0; e < options.employees; e += 1) {
    const p = Math.min(positionCount - 1, Math.floor(e / perPosition));
    const leave: string[] = [];
    if (rnd() < (options.leaveShare ?? 0.1)) leave.push(days[Math.floor(rnd() * days.length)]?.date ?? days[0]!.date);
    employees.push(
      makeEmployee(`E${e + 1}`, `P${p + 1}`, {
        gender: rnd() < 0.5 ? 1 : 2,
        targetDays: Math.round(options.days * 0.68),
        exclusions: rnd() < 0.05 ? ['sun'] : [],
        leave,
      }),
    );
  }
  return makeModel({
    days,
    positions,
    employees,
    rules: options.rules ?? ['LEAVE_DAYS', 'EXCLUSION_DAYS', 'MAX_CONSECUTIVE', 'MIN_REST', 'HOUR_TARGETS'],
    workingDays: {
      maxConsecutive: options.maxConsecutive ?? 5,
      minRest: options.minRest ?? 2,
      required: totalRequired(positions),
      overtime: null,
    },
    seed: options.seed ?? 7,
  });
}

/**
 * A quick plausible roster for a model (for timing and summary tests, not a solver): each day,
 * each position takes its required count from its own employees, least-worked first, skipping
 * leave, exclusions and anyone who would exceed the consecutive limit or cut a rest short
 * (history is ignored).
 */
export function simpleRoster(model: RosterModel): Assignment[] {
  const { maxConsecutive, minRest } = model.workingDays;
  const worked = new Map<string, number>();
  const streak = new Map<string, number>();
  /** Days off since the last worked day (absent: never worked). */
  const off = new Map<string, number>();
  const assignments: Assignment[] = [];
  for (const day of model.days) {
    const weekdayKey = WEEKDAY_KEYS[day.weekday - 1] as DayKey;
    const today = new Set<string>();
    for (const position of model.positions) {
      const candidates = model.employees
        .filter(
          (employee) =>
            employee.positionId === position.id &&
            !employee.leave.includes(day.date) &&
            !employee.exclusions.includes(weekdayKey) &&
            !(day.holiday && employee.exclusions.includes('hld')) &&
            (maxConsecutive === 0 || (streak.get(employee.id) ?? 0) < maxConsecutive) &&
            (minRest === 0 ||
              !off.has(employee.id) ||
              off.get(employee.id) === 0 ||
              (off.get(employee.id) ?? 0) >= minRest),
        )
        .sort((a, b) => (worked.get(a.id) ?? 0) - (worked.get(b.id) ?? 0) || a.id.localeCompare(b.id));
      for (const employee of candidates.slice(0, position.required[day.key])) {
        today.add(employee.id);
        worked.set(employee.id, (worked.get(employee.id) ?? 0) + 1);
        assignments.push(assign(model, employee.id, day.date));
      }
    }
    for (const employee of model.employees) {
      const works = today.has(employee.id);
      streak.set(employee.id, works ? (streak.get(employee.id) ?? 0) + 1 : 0);
      if (works) off.set(employee.id, 0);
      else if (off.has(employee.id)) off.set(employee.id, (off.get(employee.id) ?? 0) + 1);
    }
  }
  return assignments;
}
