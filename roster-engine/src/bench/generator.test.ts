import type { RosterModel } from '../model/types';
import { daysBetween } from '../calendar/dates';
import {
  BENCH_SIZES,
  LOAD_MAX,
  LOAD_MIN,
  RICH_RULES,
  SIMPLE_RULES,
  dayAllowed,
  generateInstance,
  maxWorkableDays,
} from './generator';
import type { InstanceSpec } from './generator';

const SPECS: InstanceSpec[] = BENCH_SIZES.flatMap((size) =>
  (['simple', 'rich'] as const).map((rules) => ({ ...size, rules, seed: 1 })),
);

const demandOf = (model: RosterModel, positionId: string): number => {
  const position = model.positions.find((p) => p.id === positionId)!;
  return model.days.reduce((s, d) => s + position.required[d.key], 0);
};

describe('generateInstance', () => {
  it('is deterministic by seed', () => {
    const spec: InstanceSpec = { employees: 60, days: 31, rules: 'rich', seed: 7 };
    expect(generateInstance(spec)).toEqual(generateInstance(spec));
    expect(generateInstance({ ...spec, seed: 8 })).not.toEqual(generateInstance(spec));
    expect(JSON.parse(JSON.stringify(generateInstance(spec)))).toEqual(generateInstance(spec));
  });

  it.each(SPECS)('$employees x $days $rules: sizes, days, holidays and rules', (spec) => {
    const model = generateInstance(spec);
    expect(model.employees).toHaveLength(spec.employees);
    expect(new Set(model.employees.map((e) => e.id)).size).toBe(spec.employees);
    expect(model.positions).toHaveLength(spec.employees <= 60 ? 3 : spec.employees <= 200 ? 6 : 10);
    expect(model.days).toHaveLength(spec.days);
    model.days.forEach((day, i) => expect(day.index).toBe(i));
    const holidays = model.days.filter((d) => d.holiday).map((d) => d.date);
    expect(holidays).toEqual(spec.days === 14 ? ['2026-06-16'] : ['2026-08-09', '2026-08-10']);
    for (const day of model.days) expect(day.key === 'hld').toBe(day.holiday);
    expect(model.days[0]!.date).toBe(spec.days === 14 ? '2026-06-08' : '2026-08-01');
    expect(model.days[0]!.weekday).toBe(spec.days === 14 ? 1 : 6);
    expect(model.days.find((d) => d.date === '2026-08-09')?.weekday ?? 7).toBe(7);
    expect(model.rules).toEqual(spec.rules === 'simple' ? SIMPLE_RULES : RICH_RULES);
    expect(model.workingDays.maxConsecutive).toBe(5);
    expect(model.workingDays.minRest).toBe(2);
    expect(model.timeLimitMs).toBe(spec.employees <= 60 ? 10_000 : 30_000);
    if (spec.rules === 'rich') {
      expect(model.workingDays.overtime).not.toBeNull();
      expect(model.positions.some((p) => p.relieverId !== null)).toBe(true);
      for (const p of model.positions)
        if (p.relieverId) expect(model.positions.map((q) => q.id)).toContain(p.relieverId);
    } else {
      expect(model.workingDays.overtime).toBeNull();
      expect(model.positions.every((p) => p.relieverId === null)).toBe(true);
    }
    // Day's target headcount is the positions' sum.
    for (const key of ['mon', 'sat', 'sun', 'hld'] as const) {
      expect(model.workingDays.required[key]).toBe(model.positions.reduce((s, p) => s + p.required[key], 0));
    }
  });

  it.each(SPECS)("$employees x $days $rules: cover needs 75-85% of each position's capacity", (spec) => {
    const model = generateInstance(spec);
    for (const position of model.positions) {
      const own = model.employees.filter((e) => e.positionId === position.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      const capacity = own.reduce((s, e) => s + maxWorkableDays(model, e), 0);
      const load = demandOf(model, position.id) / capacity;
      expect(load).toBeGreaterThanOrEqual(LOAD_MIN);
      expect(load).toBeLessThanOrEqual(LOAD_MAX);
      expect(position.priority).toBeGreaterThanOrEqual(0);
      expect(position.priority).toBeLessThanOrEqual(100);
      // Never more required than employees who may work that day.
      for (const day of model.days) {
        const available = own.filter((e) => dayAllowed(e, day, model.rules)).length;
        expect(position.required[day.key]).toBeLessThan(available);
      }
    }
  });

  it.each(SPECS)('$employees x $days $rules: leave, exclusions, targets, genders, history', (spec) => {
    const model = generateInstance(spec);
    const n = spec.employees;
    const onLeave = model.employees.filter((e) => e.leave.length > 0);
    expect(onLeave.length).toBeGreaterThanOrEqual(Math.max(1, Math.round(n * 0.06)));
    expect(onLeave.length).toBeLessThanOrEqual(Math.max(1, Math.round(n / 10)));
    const dates = new Set(model.days.map((d) => d.date));
    for (const e of onLeave) {
      expect(e.leave.length).toBeGreaterThanOrEqual(2);
      for (const date of e.leave) expect(dates.has(date)).toBe(true);
    }
    expect(model.employees.some((e) => e.exclusions.length > 0)).toBe(true);
    const withTarget = model.employees.filter((e) => e.targetDays !== null);
    expect(withTarget.length).toBeGreaterThanOrEqual(Math.floor(n * 0.7));
    for (const e of withTarget) {
      expect(e.targetDays!).toBeGreaterThanOrEqual(0);
      expect(e.targetDays!).toBeLessThanOrEqual(maxWorkableDays(model, e));
    }
    expect(new Set(model.employees.map((e) => e.gender))).toEqual(new Set([1, 2]));
    // History: worked days before the start, runs within the 5-day limit.
    const start = model.days[0]!.date;
    for (const e of model.employees) {
      const offsets = model.history.filter((h) => h.employeeId === e.id).map((h) => daysBetween(start, h.date));
      for (const offset of offsets) expect(offset).toBeLessThan(0);
      expect(offsets.length).toBeLessThanOrEqual(5);
    }
    expect(model.history.length).toBeGreaterThan(0);
  });

  it('counts the most days an employee can work (5 on, 2 off, history)', () => {
    const model = generateInstance({ employees: 20, days: 31, rules: 'simple', seed: 1 });
    const free = { ...model.employees[0]!, id: 'FREE', leave: [], exclusions: [] };
    const plain: RosterModel = { ...model, employees: [free], history: [] };
    expect(maxWorkableDays(plain, free)).toBe(23);
    // A 5-day run up to the eve of the period: days 1 and 2 off first.
    const tired: RosterModel = {
      ...plain,
      history: [1, 2, 3, 4, 5].map((k) => ({ employeeId: 'FREE', date: `2026-07-${String(32 - k).padStart(2, '0')}` })),
    };
    expect(maxWorkableDays(tired, free)).toBe(21);
    const fortnight = generateInstance({ employees: 20, days: 14, rules: 'simple', seed: 1 });
    expect(maxWorkableDays({ ...fortnight, employees: [free], history: [] }, free)).toBe(10);
    // Leave on three days and Sundays excluded.
    const busy = { ...free, leave: ['2026-08-03', '2026-08-04', '2026-08-05'], exclusions: ['sun' as const] };
    expect(maxWorkableDays({ ...plain, employees: [busy] }, busy)).toBeLessThan(23);
  });
});

describe('the year: 500 x 365 (the product path of bench/productRun.ts)', () => {
  const spec: InstanceSpec = { employees: 500, days: 365, rules: 'rich', seed: 1 };
  const model = generateInstance(spec);

  it('is the year 2026 with its thirteen public days, the same for the same spec', () => {
    expect(model.days).toHaveLength(365);
    expect(model.days[0]).toMatchObject({ date: '2026-01-01', weekday: 4 });
    expect(model.days[364]!.date).toBe('2026-12-31');
    const holidays = model.days.filter((d) => d.holiday);
    expect(holidays).toHaveLength(13);
    expect(holidays.map((d) => d.date)).toContain('2026-04-03');
    for (const day of holidays) expect(day.key).toBe('hld');
    expect(generateInstance(spec)).toEqual(model);
  });

  it("has leave round the year, never a day twice, and cover at 75-85% of each position's capacity", () => {
    const onLeave = model.employees.filter((e) => e.leave.length > 0);
    // About 1.2 blocks per employee over the year (some fall on days too many colleagues are away).
    expect(onLeave.length).toBeGreaterThan(300);
    for (const e of model.employees) expect(new Set(e.leave).size).toBe(e.leave.length);
    const months = new Set(model.employees.flatMap((e) => e.leave.map((date) => date.slice(5, 7))));
    expect(months.size).toBe(12);
    for (const position of model.positions) {
      const own = model.employees.filter((e) => e.positionId === position.id);
      const capacity = own.reduce((s, e) => s + maxWorkableDays(model, e), 0);
      const load = demandOf(model, position.id) / capacity;
      expect(load).toBeGreaterThanOrEqual(LOAD_MIN);
      expect(load).toBeLessThanOrEqual(LOAD_MAX);
    }
  });
});
