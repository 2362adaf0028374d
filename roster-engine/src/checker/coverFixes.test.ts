import type { PerDay, RosterModel, RuleId } from '../model/types';
import { assign, assignDays, makeEmployee, makeModel, makePosition, perDay } from '../testing/fixtures';
import { coverFixes } from './coverFixes';

const MON = '2026-12-07';

/** Guard (relieved by Cleaner) and Cleaner, one of each, a week from Monday 2026-12-07. */
function model(guard: PerDay, rules: RuleId[], options: Parameters<typeof makeModel>[0] = {}): RosterModel {
  const positions = [makePosition('G', 'Guard', { relieverId: 'C', required: guard }), makePosition('C', 'Cleaner')];
  return makeModel({
    positions,
    employees: [makeEmployee('g1', 'G'), makeEmployee('c1', 'C')],
    rules,
    ...options,
    workingDays: { required: guard, ...options.workingDays },
  });
}

const mondayGuard = perDay(0, { mon: 1 });
const brief = (m: RosterModel, assignments: Parameters<typeof coverFixes>[1]) =>
  coverFixes(m, assignments).map((fix) => [fix.kind, fix.employeeId, fix.positionId, fix.date, fix.fromDate]);

describe('coverFixes', () => {
  it('adds an employee who is off, qualified and free to work the day (a reliever only with its rule)', () => {
    expect(brief(model(mondayGuard, []), [])).toEqual([['add', 'g1', 'G', MON, null]]);
    expect(brief(model(mondayGuard, ['RELIEVER_COVER']), [])).toEqual([
      ['add', 'g1', 'G', MON, null],
      ['add', 'c1', 'G', MON, null],
    ]);
  });

  it('finds nothing when every slot is covered', () => {
    const m = model(mondayGuard, []);
    expect(coverFixes(m, [assign(m, 'g1', MON)])).toEqual([]);
  });

  it('keeps LEAVE_DAYS and EXCLUSION_DAYS when they are assigned', () => {
    const onLeave = { employees: [makeEmployee('g1', 'G', { leave: [MON] }), makeEmployee('c1', 'C')] };
    expect(brief(model(mondayGuard, ['LEAVE_DAYS'], onLeave), [])).toEqual([]);
    expect(brief(model(mondayGuard, [], onLeave), [])).toEqual([['add', 'g1', 'G', MON, null]]);
    const excluded = { employees: [makeEmployee('g1', 'G', { exclusions: ['mon'] }), makeEmployee('c1', 'C')] };
    expect(brief(model(mondayGuard, ['EXCLUSION_DAYS'], excluded), [])).toEqual([]);
  });

  it('never adds to a full day, but switches one who works a position over its need there', () => {
    // c1 works Cleaner on Monday, which needs no Cleaner: the day's one place is taken.
    const m = model(mondayGuard, ['RELIEVER_COVER']);
    const roster = [assign(m, 'c1', MON)];
    expect(brief(m, roster)).toEqual([['switch', 'c1', 'G', MON, null]]);
    expect(coverFixes(m, roster)[0]).toMatchObject({ fromPositionId: 'C' });
    expect(brief(model(mondayGuard, []), roster)).toEqual([]);
  });

  it('keeps MAX_CONSECUTIVE and MIN_REST: moves a day off the run from a day not needed', () => {
    // g1 works Tuesday and Wednesday, which need no Guard; Monday needs one.
    const limit = { workingDays: { maxConsecutive: 2 } };
    const m = model(mondayGuard, ['MAX_CONSECUTIVE'], limit);
    const roster = assignDays(m, 'g1', [1, 2]);
    expect(brief(m, roster)).toEqual([
      ['shift', 'g1', 'G', MON, '2026-12-08'],
      ['shift', 'g1', 'G', MON, '2026-12-09'],
    ]);
    // Leaving Tuesday would leave a one-day rest between Monday and Wednesday.
    const rested = model(mondayGuard, ['MAX_CONSECUTIVE', 'MIN_REST'], {
      workingDays: { maxConsecutive: 2, minRest: 2 },
    });
    expect(brief(rested, roster)).toEqual([['shift', 'g1', 'G', MON, '2026-12-09']]);
    // A day the Guard is needed on is not given up.
    const needed = model(perDay(0, { mon: 1, tue: 1, wed: 1 }), ['MAX_CONSECUTIVE'], limit);
    expect(brief(needed, roster)).toEqual([]);
    // Without the rule, the day is simply added.
    expect(brief(model(mondayGuard, [], limit), roster)).toContainEqual(['add', 'g1', 'G', MON, null]);
  });

  it('counts the previous roster: a run from history blocks the day', () => {
    const history = [
      { employeeId: 'g1', date: '2026-12-05' },
      { employeeId: 'g1', date: '2026-12-06' },
    ];
    const limit = { workingDays: { maxConsecutive: 2 }, history };
    expect(brief(model(mondayGuard, ['MAX_CONSECUTIVE'], limit), [])).toEqual([]);
    // A one-day rest after the history's last day breaks MIN_REST on Tuesday.
    const rest = { workingDays: { minRest: 2 }, history: [{ employeeId: 'g1', date: '2026-12-05' }] };
    expect(brief(model(perDay(0, { mon: 1 }), ['MIN_REST'], rest), [])).toEqual([]);
    expect(brief(model(perDay(0, { tue: 1 }), ['MIN_REST'], rest), [])).toEqual([
      ['add', 'g1', 'G', '2026-12-08', null],
    ]);
  });
});
