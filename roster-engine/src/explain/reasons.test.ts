import { checkRoster } from '../checker/checkRoster';
import { assign, assignDays, makeEmployee, makeModel, makePosition, perDay } from '../testing/fixtures';

const people = ['Thabo Mokoena', 'Lerato Dlamini', 'Sipho Nkosi', 'Naledi Khumalo', 'Themba Zulu', 'Ayanda Mthembu'];
const person = (index: number) => {
  const [name, surname] = (people[index] ?? 'A B').split(' ') as [string, string];
  return { name, surname };
};

describe('reasons of an uncovered slot', () => {
  it('counts why each employee of the position was kept off, most frequent first', () => {
    // Sunday 2026-12-20 for 7 days; Friday 2026-12-25 (day 5) is a public holiday needing 6 Guards.
    const m = makeModel({
      start: '2026-12-20',
      holidays: ['2026-12-25'],
      rules: ['LEAVE_DAYS', 'EXCLUSION_DAYS', 'MAX_CONSECUTIVE'],
      positions: [makePosition('G', 'Guard', { required: perDay(0, { hld: 6 }) })],
      employees: [
        makeEmployee('e1', 'G', { ...person(0), exclusions: ['hld'] }),
        makeEmployee('e2', 'G', { ...person(1), leave: ['2026-12-25'] }),
        makeEmployee('e3', 'G', person(2)),
        makeEmployee('e4', 'G', { ...person(3), leave: ['2026-12-25'] }),
        makeEmployee('e5', 'G', person(4)),
        makeEmployee('e6', 'G', { ...person(5), leave: ['2026-12-25'] }),
      ],
      workingDays: { maxConsecutive: 5, required: perDay(2) },
    });
    const roster = [...assignDays(m, 'e3', [0, 1, 2, 3, 4]), ...assignDays(m, 'e5', [0, 1, 2, 3, 4])];
    const { uncovered, score } = checkRoster(m, roster);
    expect(score.hard).toBe(0);
    expect(uncovered).toEqual([
      {
        positionId: 'G',
        date: '2026-12-25',
        missing: 6,
        reason: 'No Guard left on the 25th: 3 on leave, 2 at their 5-day limit, 1 excluded on holidays',
      },
    ]);
  });

  it('says when the position simply has too few people', () => {
    const m = makeModel({
      positions: [makePosition('G', 'Guard', { required: perDay(0, { mon: 6 }) })],
      employees: [0, 1, 2, 3].map((k) => makeEmployee(`g${k}`, 'G', person(k))),
      workingDays: { required: perDay(6) },
    });
    const roster = [0, 1, 2, 3].map((k) => assign(m, `g${k}`, '2026-12-07'));
    expect(checkRoster(m, roster).uncovered[0]?.reason).toBe(
      'No Guard left on the 7th: not enough Guards (4 of 6 needed)',
    );
  });

  it("counts the reliever's employees when RELIEVER_COVER is assigned, and says where they work", () => {
    const build = (rules: ('RELIEVER_COVER' | 'MIN_REST')[]) =>
      makeModel({
        rules,
        positions: [
          makePosition('G', 'Guard', { required: perDay(0, { mon: 2 }), relieverId: 'C' }),
          makePosition('C', 'Cleaner', { required: perDay(0, { mon: 1 }) }),
        ],
        employees: [makeEmployee('g1', 'G', person(0)), makeEmployee('c1', 'C', person(1))],
        workingDays: { required: perDay(3) },
      });
    const withRule = build(['RELIEVER_COVER']);
    const roster = [assign(withRule, 'g1', '2026-12-07'), assign(withRule, 'c1', '2026-12-07')];
    expect(checkRoster(withRule, roster).uncovered[0]?.reason).toBe('No Guard left on the 7th: 1 works as Cleaner');
    const without = build([]);
    expect(checkRoster(without, roster).uncovered[0]?.reason).toBe(
      'No Guard left on the 7th: not enough Guards (1 of 2 needed)',
    );
  });

  it('counts the previous period for the consecutive-day limit', () => {
    const m = makeModel({
      rules: ['MAX_CONSECUTIVE'],
      positions: [makePosition('G', 'Guard', { required: perDay(0, { mon: 1 }) })],
      employees: [makeEmployee('g1', 'G', person(0))],
      workingDays: { maxConsecutive: 5, required: perDay(1) },
      history: ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map((date) => ({
        employeeId: 'g1',
        date,
      })),
    });
    expect(checkRoster(m, []).uncovered[0]?.reason).toBe('No Guard left on the 7th: 1 at their 5-day limit');
  });

  it('names the rest days', () => {
    const m = makeModel({
      rules: ['MIN_REST'],
      positions: [makePosition('G', 'Guard', { required: perDay(0, { tue: 1 }) })],
      employees: [makeEmployee('g1', 'G', person(0))],
      workingDays: { minRest: 2, required: perDay(1) },
    });
    // Works Monday and Thursday: Tuesday would leave only Wednesday off before Thursday.
    const { uncovered } = checkRoster(m, assignDays(m, 'g1', [0, 3]));
    expect(uncovered[0]?.reason).toBe('No Guard left on the 8th: 1 resting (2 days off needed)');
  });

  it('counts the previous period for the rest days', () => {
    const m = makeModel({
      rules: ['MIN_REST'],
      positions: [makePosition('G', 'Guard', { required: perDay(0, { mon: 1 }) })],
      employees: [makeEmployee('g1', 'G', person(0))],
      workingDays: { minRest: 2, required: perDay(1) },
      history: [{ employeeId: 'g1', date: '2026-12-05' }],
    });
    expect(checkRoster(m, []).uncovered[0]?.reason).toBe('No Guard left on the 7th: 1 resting (2 days off needed)');
  });

  it('names a full day', () => {
    const m = makeModel({
      positions: [
        makePosition('G', 'Guard', { required: perDay(1) }),
        makePosition('C', 'Cleaner', { required: perDay(1) }),
      ],
      employees: [
        makeEmployee('g1', 'G', person(0)),
        makeEmployee('c1', 'C', person(1)),
        makeEmployee('c2', 'C', person(2)),
      ],
      workingDays: { required: perDay(1) },
      dayCount: 1,
    });
    const { uncovered } = checkRoster(m, [assign(m, 'c1', '2026-12-07'), assign(m, 'c2', '2026-12-07')]);
    expect(uncovered[0]?.reason).toBe('No Guard left on the 7th: 1 kept off because the day is full (2 places)');
  });

  it('says when someone could still work it', () => {
    const m = makeModel({
      positions: [makePosition('G', 'Guard', { required: perDay(2) })],
      employees: [
        makeEmployee('g1', 'G', person(0)),
        makeEmployee('g2', 'G', person(1)),
        makeEmployee('g3', 'G', { ...person(2), leave: ['2026-12-07'] }),
      ],
      rules: ['LEAVE_DAYS'],
      workingDays: { required: perDay(2) },
      dayCount: 1,
    });
    expect(checkRoster(m, []).uncovered[0]?.reason).toBe(
      '2 Guard places open on the 7th: 1 on leave, 2 available but not rostered',
    );
    expect(checkRoster(m, [assign(m, 'g1', '2026-12-07')]).uncovered[0]?.reason).toBe(
      '1 Guard place open on the 7th: 1 on leave, 1 available but not rostered',
    );
  });
});

describe('reasons of violations', () => {
  it("reads as a sentence with the employee's name and the dates", () => {
    const m = makeModel({
      rules: ['MAX_CONSECUTIVE', 'LEAVE_DAYS'],
      positions: [makePosition('G', 'Guard')],
      employees: [makeEmployee('g1', 'G', { ...person(0), leave: ['2026-12-10'] })],
      workingDays: { maxConsecutive: 5, required: perDay(1) },
      history: ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map((date) => ({
        employeeId: 'g1',
        date,
      })),
    });
    const reasons = checkRoster(m, assignDays(m, 'g1', [0, 3])).violations.map((violation) => violation.reason);
    expect(reasons).toEqual([
      'Thabo Mokoena is rostered on leave on the 10th',
      'Thabo Mokoena works 6 days in a row up to the 7th (limit 5)',
    ]);
  });
});
