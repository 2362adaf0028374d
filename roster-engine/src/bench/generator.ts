/**
 * Bench instances: a deterministic RosterModel per (employees, days, rules, seed), shaped like a real
 * shift (see README.md, "Bench instances"). The demand of every position is set so that full cover
 * needs 75-85% of what its own employees can work at most under their leave, exclusions, history,
 * 5-day runs and 2-day rests.
 */
import type {
  DayKey,
  EngineDay,
  EngineEmployee,
  EnginePosition,
  HistoryEntry,
  PerDay,
  RosterModel,
  RuleId,
} from '../model/types';
import { addDays, daysBetween } from '../calendar/dates';
import { consecutiveDays } from '../model/period';

export type RuleSet = 'simple' | 'rich';
/** The bench's horizons: a fortnight, a month, a year. */
export type BenchDays = 14 | 31 | 365;

export interface InstanceSpec {
  employees: number;
  days: BenchDays;
  rules: RuleSet;
  seed: number;
  /** Overrides the default search time (10 s up to 60 employees, else 30 s). */
  timeLimitMs?: number;
}

export const SIMPLE_RULES: readonly RuleId[] = [
  'MAX_CONSECUTIVE',
  'MIN_REST',
  'LEAVE_DAYS',
  'EXCLUSION_DAYS',
  'HOUR_TARGETS',
];
export const RICH_RULES: readonly RuleId[] = [
  ...SIMPLE_RULES,
  'COMPLETE_WEEKENDS',
  'FAIR_SUNDAYS',
  'RELIEVER_COVER',
  'OVERTIME_WHEN_NEEDED',
];

export const MAX_CONSECUTIVE = 5;
export const MIN_REST = 2;
/** Share of the positions' capacity that full cover needs. */
export const LOAD_MIN = 0.75;
export const LOAD_MAX = 0.85;

/** The periods: a biweekly one from Monday 2026-06-08 (Youth Day on Tue 16 June), August 2026
 * (National Women's Day on Sunday 9 August and the Monday after it, both public in South Africa), and
 * the year 2026 with its thirteen public days in South Africa. */
const PERIODS: Record<BenchDays, { start: string; holidays: string[] }> = {
  14: { start: '2026-06-08', holidays: ['2026-06-16'] },
  31: { start: '2026-08-01', holidays: ['2026-08-09', '2026-08-10'] },
  365: {
    start: '2026-01-01',
    holidays: [
      '2026-01-01',
      '2026-03-21',
      '2026-04-03',
      '2026-04-06',
      '2026-04-27',
      '2026-05-01',
      '2026-06-16',
      '2026-08-09',
      '2026-08-10',
      '2026-09-24',
      '2026-12-16',
      '2026-12-25',
      '2026-12-26',
    ],
  },
};

const POSITION_NAMES = [
  'Guard',
  'Supervisor',
  'Cleaner',
  'Driver',
  'Cashier',
  'Packer',
  'Nurse',
  'Cook',
  'Porter',
  'Receptionist',
];
const FIRST_NAMES = [
  'Thabo',
  'Lerato',
  'Sipho',
  'Naledi',
  'Johan',
  'Anika',
  'Pieter',
  'Zanele',
  'Kagiso',
  'Ayanda',
  'Mandla',
  'Precious',
];
const SURNAMES = [
  'Nkosi',
  'Dlamini',
  'van Wyk',
  'Botha',
  'Mokoena',
  'Naidoo',
  'Khumalo',
  'Pillay',
  'Smith',
  'Mahlangu',
];
const KEYS: readonly DayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'hld'];
/** Relative demand per day code (weekdays busiest, public holidays quietest). */
const KEY_WEIGHT: Record<DayKey, number> = { mon: 1, tue: 1, wed: 1, thu: 1, fri: 1.05, sat: 0.8, sun: 0.65, hld: 0.6 };

/** mulberry32: a small seeded generator (deterministic across platforms); the test fixtures use it too. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const instanceName = (spec: Pick<InstanceSpec, 'employees' | 'days' | 'rules'>): string =>
  `${spec.employees}x${spec.days} ${spec.rules}`;

const positionCount = (employees: number): number => (employees <= 60 ? 3 : employees <= 200 ? 6 : 10);

const perDay = (value: (key: DayKey) => number): PerDay =>
  Object.fromEntries(KEYS.map((key) => [key, value(key)])) as PerDay;

/** Whether the employee may work the day under the LEAVE_DAYS and EXCLUSION_DAYS rules. */
export function dayAllowed(employee: EngineEmployee, day: EngineDay, rules: readonly RuleId[]): boolean {
  if (rules.includes('LEAVE_DAYS') && employee.leave.includes(day.date)) return false;
  if (rules.includes('EXCLUSION_DAYS')) {
    const weekdayKey = KEYS[day.weekday - 1] as DayKey;
    if (employee.exclusions.includes(weekdayKey)) return false;
    if (day.holiday && employee.exclusions.includes('hld')) return false;
  }
  return true;
}

/**
 * Most days one employee can work in the period under the hard rules of the model (a small dynamic
 * programme over "worked run length" and "rest run length" states, the history as its start).
 */
export function maxWorkableDays(model: RosterModel, employee: EngineEmployee): number {
  const days = model.days;
  const maxCons = model.rules.includes('MAX_CONSECUTIVE') ? model.workingDays.maxConsecutive : 0;
  const minRest = model.rules.includes('MIN_REST') ? model.workingDays.minRest : 0;
  const M = maxCons > 0 ? maxCons : days.length + 64;
  const R = Math.max(minRest, 0);
  // State: worked run a (1..M) or rest run b (0..R, R = rested enough / never worked).
  const start = days[0]?.date ?? '2000-01-01';
  const worked = new Set(
    model.history.filter((h) => h.employeeId === employee.id).map((h) => daysBetween(start, h.date)),
  );
  let lastWork = -Infinity;
  for (const offset of worked) if (offset < 0 && offset > lastWork) lastWork = offset;
  let run = 0;
  while (worked.has(-1 - run)) run++;
  const NEG = -1e9;
  let work = new Array<number>(M + 2).fill(NEG);
  let rest = new Array<number>(R + 1).fill(NEG);
  if (run > 0) work[Math.min(run, M + 1)] = 0;
  else if (lastWork === -Infinity) rest[R] = 0;
  else rest[Math.min(-1 - lastWork, R)] = 0;
  for (const day of days) {
    const can = dayAllowed(employee, day, model.rules);
    const nextWork = new Array<number>(M + 2).fill(NEG);
    const nextRest = new Array<number>(R + 1).fill(NEG);
    for (let a = 1; a <= M + 1; a++) {
      const v = work[a] as number;
      if (v === NEG) continue;
      if (can && a < M) nextWork[a + 1] = Math.max(nextWork[a + 1] as number, v + 1);
      const b = Math.min(1, R);
      nextRest[b] = Math.max(nextRest[b] as number, v);
    }
    for (let b = 0; b <= R; b++) {
      const v = rest[b] as number;
      if (v === NEG) continue;
      if (can && b >= R) nextWork[1] = Math.max(nextWork[1] as number, v + 1);
      const nb = Math.min(b + 1, R);
      nextRest[nb] = Math.max(nextRest[nb] as number, v);
    }
    work = nextWork;
    rest = nextRest;
  }
  return Math.max(0, ...work, ...rest);
}

/** A RosterModel for the bench; the same spec always gives the same model. */
export function generateInstance(spec: InstanceSpec): RosterModel {
  const { employees: employeeCount, days: dayCount, rules: ruleSet, seed } = spec;
  if (!(dayCount in PERIODS)) throw new Error('days must be 14, 31 or 365');
  if (employeeCount < 3) throw new Error('at least 3 employees');
  const random = rng(seed * 7919 + employeeCount * 31 + dayCount + (ruleSet === 'rich' ? 1 : 0));
  const int = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const rich = ruleSet === 'rich';
  const rules = [...(rich ? RICH_RULES : SIMPLE_RULES)];
  const period = PERIODS[dayCount];
  const days = consecutiveDays(period.start, dayCount, (date) => period.holidays.includes(date));

  // Positions and how many employees each has (the first ones larger).
  const P = Math.min(positionCount(employeeCount), Math.floor(employeeCount / 3));
  const weights = Array.from({ length: P }, (_, i) => 1 + random() + (i === 0 ? 0.5 : 0));
  const total = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.max(3, Math.floor(((employeeCount - 3 * P) * w) / total) + 3));
  for (let i = 0; sizes.reduce((a, b) => a + b, 0) < employeeCount; i = (i + 1) % P)
    sizes[i] = (sizes[i] as number) + 1;
  for (let i = 0; sizes.reduce((a, b) => a + b, 0) > employeeCount; i = (i + 1) % P) {
    if ((sizes[i] as number) > 3) sizes[i] = (sizes[i] as number) - 1;
  }
  const positions: EnginePosition[] = Array.from({ length: P }, (_, i) => {
    const name = POSITION_NAMES[i] as string;
    return {
      id: `P${i + 1}`,
      name,
      abbr: name.slice(0, 3).toUpperCase(),
      priority: Math.max(0, Math.min(100, 100 - i * 9 - int(0, 5))),
      required: perDay(() => 0),
      relieverId: null,
    };
  });
  if (rich) {
    // Every other position may be covered by the next one's employees.
    for (let i = 0; i < P; i += 2) {
      const reliever = positions[(i + 1) % P] as EnginePosition;
      if (reliever !== positions[i]) (positions[i] as EnginePosition).relieverId = reliever.id;
    }
  }

  // Employees.
  const start = days[0]!.date;
  const history: HistoryEntry[] = [];
  const employees: EngineEmployee[] = [];
  // At most max(1, 20%) of a position's employees are away (leave or exclusion) on any day, so that
  // cover stays possible on the standard cases.
  const away = positions.map(() => new Array<number>(dayCount).fill(0));
  const fits = (p: number, dayIndexes: number[]): boolean =>
    dayIndexes.every((d) => (away[p]![d] as number) < Math.max(1, Math.floor((sizes[p] as number) * 0.2)));
  const take = (p: number, dayIndexes: number[]): void =>
    dayIndexes.forEach((d) => (away[p]![d] = (away[p]![d] as number) + 1));
  positions.forEach((position, p) => {
    for (let k = 0; k < (sizes[p] as number); k++) {
      const n = employees.length;
      const id = `E${String(n + 1).padStart(3, '0')}`;
      const leave: string[] = [];
      const exclusions: DayKey[] = [];
      const r = random();
      const wanted: DayKey[] =
        r < 0.12
          ? [pick(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const)]
          : r < 0.17
            ? ['hld']
            : r < 0.19
              ? ['sat', 'sun']
              : [];
      const hit = days.filter(
        (day) => wanted.includes(KEYS[day.weekday - 1] as DayKey) || (day.holiday && wanted.includes('hld')),
      );
      if (
        wanted.length &&
        fits(
          p,
          hit.map((day) => day.index),
        )
      ) {
        exclusions.push(...wanted);
        take(
          p,
          hit.map((day) => day.index),
        );
      }
      employees.push({
        id,
        name: pick(FIRST_NAMES),
        surname: pick(SURNAMES),
        gender: random() < 0.45 ? 2 : 1,
        positionId: position.id,
        dailyHours: 8,
        targetDays: null,
        exclusions,
        leave,
      });
      // The previous roster's tail: a worked run ending 1-3 days before the start, or on its eve.
      if (random() < 0.7) {
        const gap = random() < 0.5 ? 0 : int(1, 3);
        const length = int(1, MAX_CONSECUTIVE);
        for (let j = 0; j < length; j++) history.push({ employeeId: id, date: addDays(start, -1 - gap - j) });
      }
    }
  });

  // Leave: a block of 2-7 days for 10% of the employees (at least one) per month of the period (a year:
  // about 1.2 blocks each, the order taken round again).
  const order = employees.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = int(0, i);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const blocks = Math.max(1, Math.round((employeeCount / 10) * Math.max(1, dayCount / 31)));
  for (let k = 0; k < blocks; k++) {
    const i = order[k % order.length] as number;
    const p = positions.findIndex((position) => position.id === employees[i]!.positionId);
    for (let attempt = 0; attempt < 8; attempt++) {
      const length = int(2, Math.min(7, dayCount - 2));
      const first = int(0, dayCount - length);
      const block = Array.from({ length }, (_, j) => first + j);
      if (!fits(p, block) || block.some((d) => employees[i]!.leave.includes(days[d]!.date))) continue;
      take(p, block);
      for (const d of block) employees[i]!.leave.push(days[d]!.date);
      break;
    }
  }

  const base: RosterModel = {
    days,
    positions,
    employees,
    workingDays: { maxConsecutive: MAX_CONSECUTIVE, minRest: MIN_REST, required: perDay(() => 0), overtime: null },
    rules,
    history,
    seed,
    timeLimitMs: spec.timeLimitMs ?? (employeeCount <= 60 ? 10_000 : 30_000),
  };

  // Demand per position: LOAD_MIN-LOAD_MAX of its own employees' capacity.
  const capacityOf = new Map(employees.map((e) => [e.id, maxWorkableDays(base, e)]));
  const keyCount = perDay((key) => days.filter((d) => d.key === key).length);
  const demandTotal = (required: PerDay): number => KEYS.reduce((s, key) => s + required[key] * keyCount[key], 0);
  positions.forEach((position) => {
    const own = employees.filter((e) => e.positionId === position.id);
    const capacity = own.reduce((s, e) => s + (capacityOf.get(e.id) as number), 0);
    const load = LOAD_MIN + 0.02 + random() * (LOAD_MAX - LOAD_MIN - 0.04);
    const weightSum = days.reduce((s, d) => s + KEY_WEIGHT[d.key], 0);
    const perUnit = (load * capacity) / weightSum;
    const required = perDay((key) => Math.max(key === 'hld' ? 0 : 1, Math.round(perUnit * KEY_WEIGHT[key])));
    // Nudge the counts (one day code at a time) until the load is inside the band and closest to `load`.
    for (let step = 0; step < 64; step++) {
      const current = demandTotal(required) / capacity;
      if (current >= LOAD_MIN && current <= LOAD_MAX) break;
      const direction = current > LOAD_MAX ? -1 : 1;
      let best: DayKey | null = null;
      let bestDistance = Math.abs(current - load);
      for (const key of KEYS) {
        if (keyCount[key] === 0 || required[key] + direction < 0 || required[key] + direction > own.length) continue;
        const next = (demandTotal(required) + direction * keyCount[key]) / capacity;
        const distance = Math.abs(next - load);
        if (distance < bestDistance) {
          bestDistance = distance;
          best = key;
        }
      }
      if (!best) break;
      required[best] += direction;
    }
    position.required = required;
    // Hour targets: each employee's share of the position's demand, give or take a day; some have none.
    const demand = demandTotal(required);
    for (const e of own) {
      if (random() < 0.1) continue;
      const share = (demand * (capacityOf.get(e.id) as number)) / capacity;
      e.targetDays = Math.max(0, Math.min(capacityOf.get(e.id) as number, Math.round(share) + int(-1, 1)));
    }
  });
  base.workingDays.required = perDay((key) => positions.reduce((s, p) => s + p.required[key], 0));
  if (rich) {
    const extra = Math.max(1, Math.round(employeeCount / 40));
    base.workingDays.overtime = perDay((key) =>
      key === 'hld' ? 0 : key === 'sat' || key === 'sun' ? Math.max(1, extra >> 1) : extra,
    );
  }
  return base;
}

/** The eight instances of the issue (and the quick subset). */
export const BENCH_SIZES: ReadonlyArray<{ employees: number; days: BenchDays }> = [
  { employees: 20, days: 14 },
  { employees: 60, days: 31 },
  { employees: 200, days: 31 },
  { employees: 500, days: 31 },
];

/**
 * The product's own path (bench/productRun.ts): a year for a large site, and the month of the same
 * size beside it to compare the time per move.
 */
export const PRODUCT_SIZES: ReadonlyArray<{ employees: number; days: BenchDays }> = [
  { employees: 500, days: 31 },
  { employees: 500, days: 365 },
];

/** The API's search time limit per calculation: mock-api's default rosterTimeLimitMs (src/config.ts). */
export const PRODUCT_TIME_LIMIT_MS = 10_000;
