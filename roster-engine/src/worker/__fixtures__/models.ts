/** Models for the engine-level tests (engine, required employees, worker). */
import type { DayKey, EngineEmployee, EnginePosition, PerDay, RosterModel, RuleId } from '../../model/types';
import { buildPeriod } from '../../model/period';
import { perDay } from '../../testing/fixtures';

export const uniformPerDay = (count: number): PerDay => perDay(count);

export interface StandardModelOptions {
  periodType: 1 | 2;
  startDate: string;
  /** Headcount per day of each position. */
  perPosition: PerDay[];
  /** Employees of each position. */
  employeesPerPosition: number[];
  maxConsecutive?: number;
  minRest?: number;
  rules?: RuleId[];
  seed?: number;
  timeLimitMs?: number;
  /** Employee i gets these leave dates / exclusions (by a rule of thumb, for richer models). */
  leave?: (employee: number) => string[];
  exclusions?: (employee: number) => DayKey[];
  targetDays?: number | null;
}

const sum = (perDays: PerDay[]): PerDay => {
  const total = uniformPerDay(0);
  for (const perDay of perDays) for (const key of Object.keys(total) as DayKey[]) total[key] += perDay[key];
  return total;
};

/** A shift set up as the wizard would: positions with their counts, employees bound to them. */
export function standardModel(options: StandardModelOptions): RosterModel {
  const days = buildPeriod({ periodType: options.periodType, startDate: options.startDate, startDay: 1 });
  const positions: EnginePosition[] = options.perPosition.map((required, p) => ({
    id: `P${p + 1}`,
    name: ['Guard', 'Supervisor', 'Cleaner', 'Driver'][p] ?? `Position ${p + 1}`,
    abbr: ['GRD', 'SUP', 'CLN', 'DRV'][p] ?? `P${p + 1}`,
    priority: 50,
    required,
    relieverId: null,
  }));
  const employees: EngineEmployee[] = [];
  options.employeesPerPosition.forEach((count, p) => {
    for (let i = 0; i < count; i += 1) {
      const n = employees.length;
      employees.push({
        id: `E${n + 1}`,
        name: `Name${n + 1}`,
        surname: `Surname${n + 1}`,
        gender: n % 2 === 0 ? 1 : 2,
        positionId: positions[p]!.id,
        dailyHours: 8,
        targetDays: options.targetDays ?? null,
        exclusions: options.exclusions?.(n) ?? [],
        leave: options.leave?.(n) ?? [],
      });
    }
  });
  return {
    days,
    positions,
    employees,
    workingDays: {
      maxConsecutive: options.maxConsecutive ?? 5,
      minRest: options.minRest ?? 2,
      required: sum(options.perPosition),
      overtime: null,
    },
    rules: options.rules ?? ['MAX_CONSECUTIVE', 'MIN_REST', 'LEAVE_DAYS', 'EXCLUSION_DAYS'],
    history: [],
    seed: options.seed ?? 1,
    timeLimitMs: options.timeLimitMs ?? 5_000,
  };
}

/** 60 employees x 31 days: three positions, leave and exclusions, hour targets, fair Sundays. */
export function model60x31(timeLimitMs: number): RosterModel {
  return standardModel({
    periodType: 1,
    startDate: '2026-12-01',
    perPosition: [
      { mon: 20, tue: 20, wed: 20, thu: 20, fri: 21, sat: 16, sun: 13, hld: 12 },
      { mon: 6, tue: 6, wed: 6, thu: 6, fri: 6, sat: 5, sun: 4, hld: 4 },
      { mon: 4, tue: 4, wed: 4, thu: 4, fri: 4, sat: 3, sun: 3, hld: 2 },
    ],
    employeesPerPosition: [38, 12, 10],
    rules: [
      'MAX_CONSECUTIVE',
      'MIN_REST',
      'LEAVE_DAYS',
      'EXCLUSION_DAYS',
      'HOUR_TARGETS',
      'FAIR_SUNDAYS',
      'COMPLETE_WEEKENDS',
    ],
    targetDays: 20,
    leave: (n) => (n % 7 === 0 ? ['2026-12-14', '2026-12-15', '2026-12-16'] : []),
    exclusions: (n) => (n % 11 === 0 ? ['sun'] : []),
    timeLimitMs,
    seed: 7,
  });
}
