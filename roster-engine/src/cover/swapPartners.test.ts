/**
 * Who an employee may swap a day with, against the checker: on generated rosters, every day offered keeps every
 * hard rule once swapped (the checker finds no new hard violation), leaves the cover as it was and costs exactly the
 * checker's score difference; every swap not offered (a colleague's day the employee is free on, the colleague free
 * on the employee's day) is one the checker refuses, or one a qualification or the day's availability forbids. The two
 * agree on every case. Days before `from` are not offered; best first.
 */
import { checkRoster } from '../checker';
import { computeRoster } from '../engine';
import type { Assignment, RosterModel } from '../model/types';
import { EDIT_TEST_RULES, generateInstance, TEST_TIME_CAP_MS } from '../testing/fixtures';
import { compileModel } from '../solver/compile';
import { swapPartners } from './swapPartners';

function roster(seed: number): { model: RosterModel; assignments: Assignment[] } {
  const model = {
    ...generateInstance({ employees: 16, days: 14, positions: 2, seed, rules: [...EDIT_TEST_RULES] }),
    timeLimitMs: TEST_TIME_CAP_MS,
  };
  return { model, assignments: computeRoster(model).assignments };
}

/** The employee's place on `mine` goes to the colleague, the colleague's on `theirs` to the employee. */
function swapped(model: RosterModel, assignments: Assignment[], mine: Assignment, theirs: Assignment): Assignment[] {
  const gender = (id: string) => model.employees.find((one) => one.id === id)!.gender;
  return assignments.map((one) =>
    one === mine
      ? { ...one, employeeId: theirs.employeeId, gender: gender(theirs.employeeId) }
      : one === theirs
        ? { ...one, employeeId: mine.employeeId, gender: gender(mine.employeeId) }
        : one,
  );
}

describe('swapPartners', () => {
  it.each([1, 2, 3])(
    'offers exactly the swaps the checker keeps, priced as the checker prices them (seed %i)',
    (seed) => {
      const { model, assignments } = roster(seed);
      const before = checkRoster(model, assignments).score;
      const c = compileModel(model);
      let offered = 0;
      let refused = 0;
      // A few of the roster's days, of different employees.
      for (const mine of assignments.filter((_, i) => i % 11 === seed % 11)) {
        const answer = swapPartners(model, assignments, { employeeId: mine.employeeId, date: mine.date });
        const offers = new Map(
          answer.partners.flatMap((partner) => partner.days.map((day) => [`${partner.employeeId}|${day.date}`, day])),
        );
        const works = (id: string, date: string) => assignments.some((a) => a.employeeId === id && a.date === date);
        for (const theirs of assignments) {
          const colleague = theirs.employeeId;
          if (colleague === mine.employeeId || theirs.date === mine.date) continue;
          if (works(mine.employeeId, theirs.date) || works(colleague, mine.date)) continue;
          const after = checkRoster(model, swapped(model, assignments, mine, theirs)).score;
          const offer = offers.get(`${colleague}|${theirs.date}`);
          if (offer) {
            offered += 1;
            expect(after.hard).toBeLessThanOrEqual(before.hard);
            expect(after.uncovered).toBe(before.uncovered);
            expect(offer.cost).toBeCloseTo(after.total - before.total, 6);
            expect(offer.positionId).toBe(theirs.positionId);
          } else {
            refused += 1;
            // Not qualified for the other's position, or not allowed the other's day (leave, exclusions, availability).
            const may = (id: string, positionId: string, date: string) => {
              const e = model.employees.findIndex((one) => one.id === id);
              const p = model.positions.findIndex((one) => one.id === positionId);
              const d = model.days.findIndex((one) => one.date === date);
              return c.canWork[e * c.P + p] === 1 && c.allowed[e * c.D + d] === 1;
            };
            const mayNot =
              !may(colleague, mine.positionId, mine.date) || !may(mine.employeeId, theirs.positionId, theirs.date);
            expect(mayNot || after.hard > before.hard).toBe(true);
          }
        }
        // Best first, each partner's days best first; a colleague is offered or told why not, never both.
        const best = answer.partners.map((partner) => partner.days[0]!.cost);
        expect(best).toEqual([...best].sort((x, y) => x - y));
        for (const partner of answer.partners) {
          const costs = partner.days.map((day) => day.cost);
          expect(costs).toEqual([...costs].sort((x, y) => x - y));
        }
        const listed = [
          ...answer.partners.map((one) => one.employeeId),
          ...answer.excluded.map((one) => one.employeeId),
        ];
        expect(new Set(listed).size).toBe(model.employees.length - 1);
      }
      // The cases tried include both answers.
      expect(offered).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
    },
  );

  it('offers no day before `from`, and nothing for a day the employee does not work', () => {
    const { model, assignments } = roster(4);
    const mine = assignments[assignments.length - 1]!;
    const from = model.days[7]!.date;
    const answer = swapPartners(model, assignments, { employeeId: mine.employeeId, date: mine.date, from });
    const dates = answer.partners.flatMap((partner) => partner.days.map((day) => day.date));
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date) => date >= from)).toBe(true);
    const off = model.days.find(
      (day) => !assignments.some((a) => a.employeeId === mine.employeeId && a.date === day.date),
    );
    expect(swapPartners(model, assignments, { employeeId: mine.employeeId, date: off!.date })).toEqual({
      partners: [],
      excluded: [],
    });
  });
});
