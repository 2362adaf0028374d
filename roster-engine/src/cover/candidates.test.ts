/**
 * Who can cover an open place: on generated rosters with an assignment taken out, every candidate
 * keeps every hard rule and costs exactly the checker's score difference; every qualified employee
 * left out would break a hard rule (or works, or may not work, that day); the list is best first.
 */
import { checkRoster } from '../checker';
import { computeRoster } from '../engine';
import type { Assignment, RosterModel } from '../model/types';
import { EDIT_TEST_RULES, generateInstance, TEST_TIME_CAP_MS } from '../testing/fixtures';
import { coverCandidates } from './candidates';

function rosterWithAGap(seed: number): { model: RosterModel; assignments: Assignment[]; gap: Assignment } {
  const model = {
    ...generateInstance({ employees: 24, days: 14, positions: 3, seed, rules: [...EDIT_TEST_RULES] }),
    timeLimitMs: TEST_TIME_CAP_MS,
  };
  const full = computeRoster(model).assignments;
  const gap = full[(seed * 13) % full.length]!;
  return { model, assignments: full.filter((a) => a !== gap), gap };
}

const withCell = (assignments: Assignment[], employeeId: string, gap: Assignment): Assignment[] => [
  ...assignments,
  { ...gap, employeeId },
];

describe('coverCandidates', () => {
  it.each([1, 2, 3, 4, 5])('prices each candidate as the checker does and keeps every hard rule (seed %i)', (seed) => {
    const { model, assignments, gap } = rosterWithAGap(seed);
    const before = checkRoster(model, assignments).score;
    const answer = coverCandidates(model, assignments, { positionId: gap.positionId, date: gap.date });
    expect(answer.candidates.length).toBeGreaterThan(0);
    expect(answer.candidates.map((c) => c.employeeId)).toContain(gap.employeeId);
    for (const candidate of answer.candidates) {
      const after = checkRoster(model, withCell(assignments, candidate.employeeId, gap)).score;
      expect(after.hard).toBeLessThanOrEqual(before.hard);
      expect(candidate.cost).toBeCloseTo(after.total - before.total, 6);
      expect(after.uncovered).toBe(before.uncovered - 1);
    }
    const costs = answer.candidates.map((c) => c.cost);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    // Everyone qualified but left out works that day, may not work it, or would break a hard rule.
    for (const { employeeId } of answer.excluded) {
      const works = assignments.some((a) => a.employeeId === employeeId && a.date === gap.date);
      const after = checkRoster(model, withCell(assignments, employeeId, gap)).score;
      expect(works || after.hard > before.hard).toBe(true);
    }
    expect(answer.candidates.length + answer.excluded.length).toBeGreaterThan(answer.candidates.length);
  });

  it('leaves out an absent employee and says why, and says what each choice changes', () => {
    const { model, assignments, gap } = rosterWithAGap(2);
    const absent = model.employees.map((employee) =>
      employee.id === gap.employeeId
        ? { ...employee, availability: { unavailableDates: [gap.date], unavailableWeekdays: [], requests: [] } }
        : employee,
    );
    const answer = coverCandidates({ ...model, employees: absent }, assignments, {
      positionId: gap.positionId,
      date: gap.date,
    });
    expect(answer.candidates.map((c) => c.employeeId)).not.toContain(gap.employeeId);
    expect(answer.excluded).toContainEqual({
      employeeId: gap.employeeId,
      reason: expect.stringMatching(/unavailable$/),
    });
    const position = model.positions.find((p) => p.id === gap.positionId)!.name;
    for (const candidate of answer.candidates) {
      expect(candidate.reasons[0]).toBe(`covers the open ${position} place`);
      expect(candidate.reasons.includes(`relieves as ${position}`)).toBe(candidate.relieves);
      expect(candidate.reasons[candidate.reasons.length - 1]).toMatch(/^\d+(\.\d+)? hours in the period$/);
    }
  });

  it('answers nothing for a date or position outside the roster', () => {
    const { model, assignments } = rosterWithAGap(1);
    expect(coverCandidates(model, assignments, { positionId: 'P1', date: '2030-01-01' })).toEqual({
      candidates: [],
      excluded: [],
    });
  });
});
