/**
 * The HiGHS reference is SCORING.md: on tiny instances its optimum, re-scored from scratch by the
 * checker, equals the MIP objective; and any hard-feasible roster, fixed into the MIP, costs there
 * exactly what the checker says (so the MIP neither forbids a valid roster nor prices it wrongly).
 */
import { checkRoster } from '../checker';
import type { Assignment, RosterModel } from '../model/types';
import { addDays, daysBetween } from '../calendar/dates';
import { dayAllowed, generateInstance, rng } from './generator';
import { buildRosterMip, dayLimits, fixToRoster, solveLp, solveWithHighs, toLpText } from './highsModel';

jest.setTimeout(180_000);

/** Tiny instances covering every rule: history at the start, reliever, overtime, weekends, Sundays, infeasible cover. */
function tinyModels(): Array<[string, RosterModel]> {
  const a = generateInstance({ employees: 6, days: 14, rules: 'simple', seed: 3 });
  const b = generateInstance({ employees: 9, days: 14, rules: 'rich', seed: 5 });
  const c = generateInstance({ employees: 8, days: 14, rules: 'rich', seed: 2 });
  const start = c.days[0]!.date;
  const [e0, e1, e2, e3] = c.employees;
  c.workingDays.minRest = 3;
  c.history = [
    ...[1, 2, 3, 4, 5].map((k) => ({ employeeId: e0!.id, date: addDays(start, -k) })),
    { employeeId: e1!.id, date: addDays(start, -2) },
    { employeeId: e2!.id, date: addDays(start, -1) },
  ];
  e3!.targetDays = null;
  e2!.leave = [c.days[3]!.date, c.days[4]!.date];
  e1!.exclusions = ['sun', 'hld'];
  c.positions[0]!.required.sat += 3;
  c.positions[0]!.required.hld += 2;
  c.rules = [
    'FAIR_SUNDAYS',
    'MIN_REST',
    'RELIEVER_COVER',
    'COMPLETE_WEEKENDS',
    'MAX_CONSECUTIVE',
    'OVERTIME_WHEN_NEEDED',
    'LEAVE_DAYS',
    'HOUR_TARGETS',
    'EXCLUSION_DAYS',
  ];
  return [
    ['6 x 14 simple', a],
    ['9 x 14 rich', b],
    ['8 x 14 rich, min rest 3, history, short cover, other order', c],
  ];
}

/** A random roster that keeps every hard rule (a walk over each employee's days). */
function randomFeasibleRoster(model: RosterModel, seed: number): Assignment[] {
  const random = rng(seed);
  const start = model.days[0]!.date;
  const M = model.workingDays.maxConsecutive;
  const R = model.workingDays.minRest;
  const perDay = model.days.map(() => 0);
  const out: Assignment[] = [];
  for (const employee of model.employees) {
    const worked = new Set(
      model.history.filter((h) => h.employeeId === employee.id).map((h) => daysBetween(start, h.date)),
    );
    let run = 0;
    while (worked.has(-1 - run)) run++;
    const last = Math.max(-Infinity, ...[...worked].filter((o) => o < 0));
    let workedBefore = last > -Infinity;
    let off = run > 0 ? 0 : workedBefore ? -1 - last : 0;
    const positions = [employee.positionId];
    if (model.rules.includes('RELIEVER_COVER')) {
      for (const p of model.positions) if (p.relieverId === employee.positionId) positions.push(p.id);
    }
    for (const day of model.days) {
      const can =
        dayAllowed(employee, day, model.rules) &&
        perDay[day.index]! < dayLimits(model, day).cap &&
        (run > 0 ? run < M : !workedBefore || off >= R);
      if (can && random() < 0.6) {
        run++;
        off = 0;
        workedBefore = true;
        perDay[day.index]!++;
        const positionId = positions[Math.floor(random() * positions.length)]!;
        out.push({ employeeId: employee.id, date: day.date, positionId, gender: employee.gender, dayType: 'normal' });
      } else {
        run = 0;
        off++;
      }
    }
  }
  return out;
}

describe('HiGHS reference model', () => {
  it.each(tinyModels())(
    '%s: the proven optimum re-scored by the checker equals the MIP objective',
    async (_name, model) => {
      const run = await solveWithHighs(model, { timeLimitSec: Infinity });
      expect(run.status).toBe('Optimal');
      const check = checkRoster(model, run.assignments);
      expect(check.score.hard).toBe(0);
      expect(check.score.total).toBe(Math.round(run.objective!));
      expect(Math.abs(run.objective! - check.score.total)).toBeLessThan(1e-6 * Math.max(1, check.score.total));
      expect(run.bound).toBe(run.objective);
      if (_name.includes('short cover')) expect(check.score.uncovered).toBeGreaterThan(0);
    },
  );

  it.each(tinyModels())('%s: any hard-feasible roster costs in the MIP what the checker says', async (_name, model) => {
    for (let seed = 1; seed <= 4; seed++) {
      const roster = randomFeasibleRoster(model, seed * 101);
      const check = checkRoster(model, roster);
      expect(check.score.hard).toBe(0);
      const mip = buildRosterMip(model);
      expect(fixToRoster(model, mip, roster)).toBe(true);
      const priced = await solveLp(toLpText(mip), { timeLimitSec: Infinity });
      expect(priced.status).toBe('Optimal');
      expect(Math.round(priced.objective!)).toBe(check.score.total);
    }
  });

  it('has no roster breaking a hard rule', async () => {
    const [, model] = tinyModels()[2]!;
    const employee = model.employees.find(
      (e) => e.leave.length === 0 && e.exclusions.length === 0 && !model.history.some((h) => h.employeeId === e.id),
    )!;
    const row = (days: number[]): Assignment[] =>
      days.map((d) => ({
        employeeId: employee.id,
        date: model.days[d]!.date,
        positionId: employee.positionId,
        gender: employee.gender,
        dayType: 'normal',
      }));
    // Six days in a row (limit 5), and a one-day rest (minimum 3): the checker counts a violation, the MIP has no such roster.
    for (const days of [
      [0, 1, 2, 3, 4, 5],
      [0, 2],
      [0, 1, 4],
    ]) {
      const roster = row(days);
      expect(checkRoster(model, roster).score.hard).toBeGreaterThan(0);
      const mip = buildRosterMip(model);
      expect(fixToRoster(model, mip, roster)).toBe(true);
      const priced = await solveLp(toLpText(mip), { timeLimitSec: Infinity });
      expect(priced.objective).toBeNull();
      expect(priced.status).toBe('Infeasible');
    }
    // A leave day has no column at all.
    const onLeave = model.employees.find((e) => e.leave.length > 0)!;
    const leaveRoster: Assignment[] = [
      {
        employeeId: onLeave.id,
        date: onLeave.leave[0]!,
        positionId: onLeave.positionId,
        gender: onLeave.gender,
        dayType: 'normal',
      },
    ];
    expect(checkRoster(model, leaveRoster).score.hard).toBe(1);
    expect(fixToRoster(model, buildRosterMip(model), leaveRoster)).toBe(false);
  });

  it('writes LP text HiGHS reads, with one binary per allowed employee, day and position', () => {
    const [, model] = tinyModels()[1]!;
    const mip = buildRosterMip(model);
    const lp = toLpText(mip);
    expect(lp).toMatch(/^\\ .*\nMinimize\n obj: /);
    expect(lp).toContain('\nSubject To\n');
    expect(lp).toContain('\nBinaries\n');
    expect(lp.trimEnd().endsWith('End')).toBe(true);
    const allowedCells = model.employees.reduce(
      (s, e) => s + model.days.filter((d) => dayAllowed(e, d, model.rules)).length,
      0,
    );
    expect(mip.xVars.length).toBeGreaterThanOrEqual(allowedCells - model.employees.length * 2);
    expect(new Set(mip.columns.map((c) => c.name)).size).toBe(mip.columns.length);
  });
});
