/**
 * Re-roster after an absence: the absent employee's days in the range (not the past ones) go, each
 * place they leave is covered by one added day where anyone can take it, nothing else changes, no
 * hard rule is broken, and the absence holds in the model for later edits.
 */
import { checkRoster } from '../checker';
import { computeRoster } from '../engine';
import type { Assignment, RuleId } from '../model/types';
import { generateInstance, TEST_TIME_CAP_MS } from '../testing/fixtures';
import { rerosterAfterAbsence } from './reroster';

const RULES: RuleId[] = ['LEAVE_DAYS', 'MAX_CONSECUTIVE', 'MIN_REST', 'HOUR_TARGETS', 'RELIEVER_COVER'];
const key = (a: Pick<Assignment, 'employeeId' | 'date' | 'positionId'>) => `${a.employeeId} ${a.date} ${a.positionId}`;

function roster(seed: number) {
  const model = {
    ...generateInstance({ employees: 30, days: 14, positions: 3, seed, rules: RULES }),
    timeLimitMs: TEST_TIME_CAP_MS,
  };
  return { model, assignments: computeRoster(model).assignments };
}

describe('rerosterAfterAbsence', () => {
  it.each([1, 2, 3])('changes only the absent days and one cover for each (seed %i)', (seed) => {
    const { model, assignments } = roster(seed);
    const absentId = assignments[0]!.employeeId;
    const absence = { employeeId: absentId, from: model.days[3]!.date, to: model.days[9]!.date };
    const keepBefore = model.days[5]!.date;
    const answer = rerosterAfterAbsence(model, assignments, absence, keepBefore);
    const removed = answer.changes.filter((c) => c.kind === 'removed');
    const added = answer.changes.filter((c) => c.kind === 'added');
    // The absent days from the 6th day to the 10th, and not the past ones (4th and 5th).
    const expected = assignments.filter(
      (a) => a.employeeId === absentId && a.date >= keepBefore && a.date <= absence.to,
    );
    expect(removed.map(key).sort()).toEqual(expected.map(key).sort());
    expect(removed.length).toBeGreaterThan(0);
    expect(added.length + answer.open.length).toBe(removed.length);
    // Everything else is as it was; each cover is one added day on a freed place.
    const before = new Set(assignments.map(key));
    const after = new Set(answer.assignments.map(key));
    expect([...before].filter((k) => !after.has(k)).sort()).toEqual(removed.map(key).sort());
    expect([...after].filter((k) => !before.has(k)).sort()).toEqual(added.map(key).sort());
    for (const cover of added)
      expect(removed.some((r) => r.date === cover.date && r.positionId === cover.positionId)).toBe(true);
    // No hard rule broken, the absent employee never on an absent day, and the model remembers it.
    expect(checkRoster(answer.model, answer.assignments).score.hard).toBe(checkRoster(model, assignments).score.hard);
    expect(
      answer.assignments.some((a) => a.employeeId === absentId && a.date >= keepBefore && a.date <= absence.to),
    ).toBe(false);
    const availability = answer.model.employees.find((e) => e.id === absentId)!.availability!;
    expect(availability.unavailableDates).toEqual(model.days.slice(5, 10).map((d) => d.date));
  });

  it('leaves a place open, and lists it, when no one can take it', () => {
    const { model, assignments } = roster(1);
    const absentId = assignments[0]!.employeeId;
    const own = model.employees.find((e) => e.id === absentId)!.positionId;
    // Only the absent employee may work their position: no one else is qualified, and no reliever rule.
    const alone = {
      ...model,
      rules: model.rules.filter((r) => r !== 'RELIEVER_COVER'),
      employees: model.employees.filter((e) => e.id === absentId || e.positionId !== own),
    };
    const mine = assignments.filter((a) => alone.employees.some((e) => e.id === a.employeeId));
    const answer = rerosterAfterAbsence(alone, mine, {
      employeeId: absentId,
      from: model.days[0]!.date,
      to: model.days[13]!.date,
    });
    expect(answer.changes.every((c) => c.kind === 'removed')).toBe(true);
    expect(answer.open.length).toBe(answer.changes.length);
    expect(answer.open.length).toBeGreaterThan(0);
  });
});
