/**
 * The checker on availability: UNAVAILABLE (hard, always on) and REQUESTS (soft, its weight per
 * unmet request), with their reasons, and the notes of what the roster honoured.
 */
import type { EngineAvailability, RuleId } from '../model/types';
import { availabilityNotes } from '../explain/availabilityNotes';
import { assign, assignDays, makeEmployee, makeModel, makePosition, perDay } from '../testing/fixtures';
import { softWeights } from '../rules/catalogue';
import { checkRoster } from './checkRoster';

const available = (parts: Partial<EngineAvailability>): EngineAvailability => ({
  unavailableDates: [],
  unavailableWeekdays: [],
  requests: [],
  ...parts,
});

/** Monday 2026-12-07 for 7 days; one Guard a day; Thabo and Lerato are Guards. */
const guards = (rules: RuleId[], thabo: Partial<EngineAvailability>, lerato: Partial<EngineAvailability> = {}) =>
  makeModel({
    rules,
    positions: [makePosition('G', 'Guard', { required: perDay(1) })],
    employees: [
      makeEmployee('t', 'G', { name: 'Thabo', surname: 'Mokoena', availability: available(thabo) }),
      makeEmployee('l', 'G', { name: 'Lerato', surname: 'Dlamini', gender: 2, availability: available(lerato) }),
    ],
    workingDays: { required: perDay(1) },
  });

describe('unavailable days', () => {
  it('are a hard violation when rostered, whatever rules are assigned', () => {
    const m = guards([], { unavailableDates: ['2026-12-08'], unavailableWeekdays: ['sat'] });
    const { score, violations } = checkRoster(m, assignDays(m, 't', [0, 1, 5]));
    expect(score.hard).toBe(2);
    expect(violations.map((violation) => [violation.rule, violation.date, violation.reason])).toEqual([
      ['UNAVAILABLE', '2026-12-08', 'Thabo Mokoena is rostered on the 8th, a day they are unavailable'],
      ['UNAVAILABLE', '2026-12-12', 'Thabo Mokoena is rostered on the 12th, a Saturday they are unavailable'],
    ]);
  });

  it('explain an uncovered place', () => {
    const m = guards([], { unavailableDates: ['2026-12-08'] }, { unavailableWeekdays: ['tue'] });
    const { uncovered } = checkRoster(m, []);
    expect(uncovered.find((slot) => slot.date === '2026-12-08')?.reason).toBe(
      'No Guard left on the 8th: 1 unavailable, 1 unavailable on Tuesdays',
    );
  });
});

describe('day requests (REQUESTS)', () => {
  const weight = softWeights(['HOUR_TARGETS', 'REQUESTS']).REQUESTS!;

  it('cost their weight when unmet, times the rule weight, and nothing when the rule is not assigned', () => {
    const asks = {
      requests: [
        { date: '2026-12-09', work: false, weight: 5 },
        { date: '2026-12-10', work: true, weight: 3 },
        { date: '2026-12-11', work: false, weight: 7 },
      ],
    };
    const m = guards(['HOUR_TARGETS', 'REQUESTS'], asks);
    // Works the 9th (asked off: unmet 5) and the 11th (asked off: unmet 7), off the 10th (asked: unmet 3).
    const { score, violations } = checkRoster(m, [...assignDays(m, 't', [2, 4]), ...assignDays(m, 'l', [3])]);
    expect(score.soft.REQUESTS).toBe(weight * 15);
    expect(
      violations.filter((violation) => violation.rule === 'REQUESTS').map((violation) => violation.amount),
    ).toEqual([5, 3, 7]);
    expect(checkRoster(guards(['HOUR_TARGETS', 'REQUESTS'], asks), assignDays(m, 't', [3])).score.soft.REQUESTS).toBe(
      0,
    );
    expect(checkRoster(guards([], asks), assignDays(m, 't', [2])).score.soft).toEqual({});
  });

  it('say why a request was not granted when the roster shows it', () => {
    const m = guards(
      ['LEAVE_DAYS', 'REQUESTS'],
      { requests: [{ date: '2026-12-07', work: false, weight: 4 }] },
      {
        requests: [
          { date: '2026-12-08', work: true, weight: 6 },
          { date: '2026-12-09', work: true, weight: 2 },
        ],
        unavailableDates: ['2026-12-07'],
      },
    );
    m.employees[1]!.leave = ['2026-12-09'];
    // Two places a day, one of them a Guard's: Lerato is not kept off by a full day.
    m.workingDays.required = perDay(2);
    const reasons = checkRoster(m, assignDays(m, 't', [0, 1])).violations.map((violation) => violation.reason);
    expect(reasons).toEqual([
      'Thabo Mokoena works the 7th, asked for it off (weight 4): needed for cover (1 of 1 Guards)',
      'Lerato Dlamini is off on the 8th, asked to work it (weight 6): no Guard place open (1 of 1 filled)',
      'Lerato Dlamini is off on the 9th, asked to work it (weight 2): she is on leave',
    ]);
  });
});

describe('notes on availability', () => {
  it('say which days were kept free and which requests were granted', () => {
    const m = guards(
      ['REQUESTS'],
      {
        unavailableDates: ['2026-12-08', '2027-01-05'],
        unavailableWeekdays: ['sat', 'sun'],
        requests: [
          { date: '2026-12-10', work: false, weight: 5 },
          { date: '2026-12-09', work: true, weight: 5 },
        ],
      },
      { requests: [{ date: '2026-12-07', work: false, weight: 1 }] },
    );
    // Thabo works the 9th and a Sunday (13th); Lerato works the 7th (request not granted: no note).
    const roster = [assign(m, 't', '2026-12-09'), assign(m, 't', '2026-12-13'), assign(m, 'l', '2026-12-07')];
    expect(availabilityNotes(m, roster)).toEqual([
      { employeeId: 't', date: null, reason: 'Thabo Mokoena not rostered on Saturdays: unavailable' },
      { employeeId: 't', date: '2026-12-08', reason: 'Thabo not rostered on the 8th: he is unavailable' },
      { employeeId: 't', date: '2026-12-09', reason: 'Thabo rostered on the 9th: he asked to work it' },
      { employeeId: 't', date: '2026-12-10', reason: 'Thabo not rostered on the 10th: he asked for it off' },
    ]);
    expect(availabilityNotes({ ...m, rules: [] }, roster).map((note) => note.date)).toEqual([null, '2026-12-08']);
  });
});
