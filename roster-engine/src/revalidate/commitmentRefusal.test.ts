import { commitment, SHIFT_TIMES } from '../testing/commitmentCases';
import { assign, makeEmployee, makeModel, makePosition, perDay } from '../testing/fixtures';
import type { RosterModel } from '../model/types';
import { moveAndRevalidate, swapAndRevalidate } from './revalidate';

const [DAY, EVENING, NIGHT] = SHIFT_TIMES as [
  (typeof SHIFT_TIMES)[number],
  (typeof SHIFT_TIMES)[number],
  (typeof SHIFT_TIMES)[number],
];

/** a and b Guards on the day shift; a works the night shift elsewhere on Tuesday 2026-12-08. */
const model: RosterModel = {
  ...makeModel({
    positions: [makePosition('G', 'Guard', { required: perDay(1) })],
    employees: [makeEmployee('a', 'G'), makeEmployee('b', 'G')],
    workingDays: { required: perDay(1), minRestHours: 10 },
  }),
  shiftTimes: DAY,
  commitments: [commitment('a', '2026-12-08', NIGHT), commitment('b', '2026-12-11', EVENING)],
};
const roster = [assign(model, 'a', '2026-12-07'), assign(model, 'b', '2026-12-08'), assign(model, 'b', '2026-12-10')];
const cell = (employeeId: string, date: string) => ({ employeeId, date });
const statusOf = (edit: ReturnType<typeof swapAndRevalidate>) => (edit.ok ? 'OK' : edit.status);

describe('edits against other rosters', () => {
  it('refuses a move onto a day the employee works elsewhere, or too close to it', () => {
    // a works the night of the 8th (22:00-06:00): the 8th is taken, the 9th starts at 06:00 with no rest.
    expect(statusOf(moveAndRevalidate(model, roster, cell('b', '2026-12-08'), cell('a', '2026-12-08')))).toBe(
      'WORKS_ELSEWHERE',
    );
    expect(statusOf(moveAndRevalidate(model, roster, cell('b', '2026-12-10'), cell('a', '2026-12-09')))).toBe(
      'REST_HOURS_TOO_SHORT',
    );
    // b works the evening of the 11th (14:00-22:00); the 12th at 06:00 leaves 8 hours, 10 needed.
    expect(statusOf(moveAndRevalidate(model, roster, cell('a', '2026-12-07'), cell('b', '2026-12-12')))).toBe(
      'REST_HOURS_TOO_SHORT',
    );
    expect(statusOf(moveAndRevalidate(model, roster, cell('a', '2026-12-07'), cell('a', '2026-12-10')))).toBe('OK');
  });

  it('refuses a swap that would double-book either employee, and keeps one that does not', () => {
    expect(statusOf(swapAndRevalidate(model, roster, cell('a', '2026-12-07'), cell('b', '2026-12-08')))).toBe(
      'WORKS_ELSEWHERE',
    );
    const fine = swapAndRevalidate(model, roster, cell('a', '2026-12-07'), cell('b', '2026-12-10'));
    expect(fine.ok && fine.check.score.hard).toBe(0);
  });

  it('refuses an edit that makes a forbidden succession, and leaves the roster as it was', () => {
    // a may not work this (Early) shift the day after the Late shift; a works Late on Tuesday 2026-12-08.
    const early: RosterModel = {
      ...model,
      workingDays: { ...model.workingDays, minRestHours: 0 },
      shiftId: 'early',
      employees: model.employees.map((employee) =>
        employee.id === 'a'
          ? {
              ...employee,
              availability: {
                unavailableDates: [],
                unavailableWeekdays: [],
                requests: [],
                forbiddenSuccessions: [{ first: 'late', next: 'early' }],
              },
            }
          : employee,
      ),
      commitments: [commitment('a', '2026-12-08', EVENING, { shiftId: 'late', where: 'the Late shift' })],
    };
    const before = structuredClone(roster);
    expect(statusOf(moveAndRevalidate(early, roster, cell('a', '2026-12-07'), cell('a', '2026-12-09')))).toBe(
      'SHIFT_SUCCESSION_FORBIDDEN',
    );
    expect(statusOf(swapAndRevalidate(early, roster, cell('a', '2026-12-07'), cell('b', '2026-12-10')))).toBe('OK');
    expect(roster).toEqual(before);
    // b has no such pair: the 9th is fine for b.
    expect(statusOf(moveAndRevalidate(early, roster, cell('b', '2026-12-10'), cell('b', '2026-12-09')))).toBe('OK');
    // Rest hours short and a succession on one edit: the rest hours are named.
    const both: RosterModel = { ...early, workingDays: { ...early.workingDays, minRestHours: 10 } };
    expect(statusOf(moveAndRevalidate(both, roster, cell('a', '2026-12-07'), cell('a', '2026-12-09')))).toBe(
      'REST_HOURS_TOO_SHORT',
    );
  });
});
