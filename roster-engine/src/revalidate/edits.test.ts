import { assign, makeEmployee, makeModel, makePosition, perDay } from '../testing/fixtures';
import { applyMove, applySwap } from './edits';
import { moveAndRevalidate, revalidate, swapAndRevalidate } from './revalidate';

const model = makeModel({
  rules: ['LEAVE_DAYS'],
  holidays: ['2026-12-09'],
  positions: [
    makePosition('G', 'Guard', { required: perDay(1) }),
    makePosition('C', 'Cleaner', { required: perDay(1) }),
  ],
  employees: [
    makeEmployee('a', 'G', { name: 'Thabo', surname: 'Mokoena', leave: ['2026-12-08'] }),
    makeEmployee('b', 'C', { name: 'Lerato', surname: 'Dlamini', gender: 2 }),
    makeEmployee('c', 'G', { name: 'Sipho', surname: 'Nkosi' }),
  ],
  workingDays: { required: perDay(2), overtime: perDay(1) },
});
const roster = [
  assign(model, 'a', '2026-12-07'),
  assign(model, 'b', '2026-12-08'),
  assign(model, 'b', '2026-12-09'),
  assign(model, 'c', '2026-12-09'),
];

describe('applySwap', () => {
  it("swaps the two employees' dates, each keeping its position and place in the order", () => {
    const result = applySwap(roster, { employeeId: 'a', date: '2026-12-07' }, { employeeId: 'c', date: '2026-12-09' });
    expect(result).toEqual({
      ok: true,
      assignments: [{ ...roster[0], date: '2026-12-09' }, roster[1], roster[2], { ...roster[3], date: '2026-12-07' }],
    });
    expect(roster[0]?.date).toBe('2026-12-07');
  });

  it('refuses when either employee already works the other date', () => {
    // b already works 12-09; a swapping its 12-07 with b's 12-08 is fine, with b's 12-09 is not for c.
    expect(applySwap(roster, { employeeId: 'a', date: '2026-12-07' }, { employeeId: 'b', date: '2026-12-08' }).ok).toBe(
      true,
    );
    expect(applySwap(roster, { employeeId: 'c', date: '2026-12-09' }, { employeeId: 'b', date: '2026-12-08' })).toEqual(
      { ok: false, status: 'SWAP_DATE_NOT_EMPTY' },
    );
    expect(applySwap(roster, { employeeId: 'b', date: '2026-12-08' }, { employeeId: 'c', date: '2026-12-09' })).toEqual(
      { ok: false, status: 'SWAP_DATE_NOT_EMPTY' },
    );
  });

  it('refuses the same employee and a missing cell', () => {
    expect(applySwap(roster, { employeeId: 'b', date: '2026-12-08' }, { employeeId: 'b', date: '2026-12-09' })).toEqual(
      { ok: false, status: 'CANT_DROP_THE_SAME_EMPLOYEE' },
    );
    expect(applySwap(roster, { employeeId: 'a', date: '2026-12-10' }, { employeeId: 'c', date: '2026-12-09' })).toEqual(
      { ok: false, status: 'SOURCE_NOT_FOUND' },
    );
  });
});

describe('applyMove', () => {
  it("moves the assignment to the empty cell, keeping its position, with the target's gender", () => {
    const result = applyMove(
      roster,
      { employeeId: 'a', date: '2026-12-07' },
      { employeeId: 'b', date: '2026-12-10' },
      model,
    );
    expect(result).toEqual({
      ok: true,
      assignments: [{ ...roster[0], employeeId: 'b', date: '2026-12-10', gender: 2 }, roster[1], roster[2], roster[3]],
    });
  });

  it('moves within the same employee', () => {
    const result = applyMove(roster, { employeeId: 'a', date: '2026-12-07' }, { employeeId: 'a', date: '2026-12-11' });
    expect(result.ok && result.assignments[0]).toEqual({ ...roster[0], date: '2026-12-11' });
  });

  it('refuses a taken target and a missing source', () => {
    expect(applyMove(roster, { employeeId: 'a', date: '2026-12-07' }, { employeeId: 'c', date: '2026-12-09' })).toEqual(
      { ok: false, status: 'DATE_NOT_EMPTY' },
    );
    expect(applyMove(roster, { employeeId: 'a', date: '2026-12-07' }, { employeeId: 'a', date: '2026-12-07' })).toEqual(
      { ok: false, status: 'DATE_NOT_EMPTY' },
    );
    expect(applyMove(roster, { employeeId: 'c', date: '2026-12-07' }, { employeeId: 'c', date: '2026-12-08' })).toEqual(
      { ok: false, status: 'SOURCE_NOT_FOUND' },
    );
  });
});

describe('revalidate', () => {
  it('gives the new violations and figures after a swap', () => {
    const before = revalidate(model, roster);
    expect(before.check.score.hard).toBe(0);
    // a takes b's Tuesday: a is on leave that day.
    const after = swapAndRevalidate(
      model,
      roster,
      { employeeId: 'a', date: '2026-12-07' },
      { employeeId: 'b', date: '2026-12-08' },
    );
    if (!after.ok) throw new Error(after.status);
    expect(after.check.violations.filter((violation) => violation.hard).map((violation) => violation.reason)).toEqual([
      'Thabo Mokoena is rostered on leave on the 8th',
    ]);
    expect(after.summary.employees_all[0]).toMatchObject({ TotalViolations: 1, non_complient_dates: '2026-12-08' });
    expect(after.totals.daily_gender_totals[0]).toEqual({ entry_date: '2026-12-07', male_count: 0, female_count: 1 });
  });

  it('passes refusals through', () => {
    expect(
      moveAndRevalidate(
        model,
        roster,
        { employeeId: 'a', date: '2026-12-07' },
        { employeeId: 'c', date: '2026-12-09' },
      ),
    ).toEqual({ ok: false, status: 'DATE_NOT_EMPTY' });
  });

  it('brings day types and genders up to date, overtime for the last ones beyond the regular places', () => {
    const moved = moveAndRevalidate(
      model,
      roster,
      { employeeId: 'a', date: '2026-12-07' },
      { employeeId: 'a', date: '2026-12-09' },
    );
    if (!moved.ok) throw new Error(moved.status);
    // 12-09 is a holiday with 2 regular places: b, c, then a in overtime (a's entry comes first in order).
    expect(moved.assignments.map((assignment) => [assignment.employeeId, assignment.date, assignment.dayType])).toEqual(
      [
        ['a', '2026-12-09', 'holiday'],
        ['b', '2026-12-08', 'normal'],
        ['b', '2026-12-09', 'holiday'],
        ['c', '2026-12-09', 'overtime'],
      ],
    );
    const wrongGender = revalidate(model, [{ ...roster[1]!, gender: 1, dayType: 'sunday' }]);
    expect(wrongGender.assignments[0]).toMatchObject({ gender: 2, dayType: 'normal' });
  });
});
