/** The explanations' day words: ordinals in a period, '12 Dec' when a day number comes twice. */
import { checkRoster } from '../checker/checkRoster';
import { addDays } from '../calendar/dates';
import { buildPeriod, PERIOD_BIWEEKLY, PERIOD_MONTHLY } from '../model/period';
import { makeEmployee, makeModel, makePosition, perDay } from '../testing/fixtures';
import { dayWords, ordinal } from './dayWords';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
  ])('%i is the %s', (n, words) => expect(ordinal(n)).toBe(words));
});

describe('dayWords', () => {
  const days = (start: string, count: number) => Array.from({ length: count }, (_, k) => ({ date: addDays(start, k) }));

  it("says a period's day as 'the 12th', across a month's end too", () => {
    const on = dayWords(days('2026-12-15', 31));
    expect([on('2026-12-15'), on('2026-12-31'), on('2027-01-01'), on('2027-01-14')]).toEqual([
      'the 15th',
      'the 31st',
      'the 1st',
      'the 14th',
    ]);
  });

  it("says '12 Dec' when the period holds a day number twice, and for a day outside the period", () => {
    const on = dayWords(days('2026-12-07', 35));
    expect([on('2026-12-12'), on('2027-01-07'), on('2027-01-10')]).toEqual(['12 Dec', '7 Jan', '10 Jan']);
    expect(dayWords(days('2026-12-07', 7))('2027-01-01')).toBe('1 Jan');
  });

  it('leaves what is not a date as it is', () => {
    expect(dayWords(days('2026-12-07', 7))('nope')).toBe('nope');
  });

  it('never falls back for a Monthly or Biweekly period: no day number comes twice in one', () => {
    for (let k = 0; k < 2 * 366; k++) {
      const startDate = addDays('2027-01-01', k);
      for (const periodType of [PERIOD_MONTHLY, PERIOD_BIWEEKLY] as const) {
        const period = buildPeriod({ periodType, startDate });
        expect(new Set(period.map((day) => day.date.slice(8))).size).toBe(period.length);
      }
    }
  });

  it("dates an open place with '12 Dec' in a model longer than a month", () => {
    const m = makeModel({
      dayCount: 35,
      positions: [makePosition('G', 'Guard', { required: perDay(0, { sat: 1 }) })],
      employees: [makeEmployee('g1', 'G', { name: 'Thabo', surname: 'Mokoena' })],
      workingDays: { required: perDay(1) },
      rules: ['LEAVE_DAYS'],
    });
    m.employees[0]!.leave = ['2026-12-12'];
    expect(checkRoster(m, []).uncovered[0]?.reason).toBe('No Guard left on 12 Dec: 1 on leave');
  });
});
