import { buildPeriod, historyWindow, periodBounds, previousPeriodStart } from './period';

const first = <T>(list: T[]): T => list[0]!;
const last = <T>(list: T[]): T => list[list.length - 1]!;

describe('buildPeriod: Monthly', () => {
  it('runs one calendar month from the start date', () => {
    const days = buildPeriod({ periodType: 1, startDate: '2026-12-01' });
    expect(days).toHaveLength(31);
    expect(first(days).date).toBe('2026-12-01');
    expect(last(days).date).toBe('2026-12-31');
    expect(days.map((day) => day.index)).toEqual([...Array(31).keys()]);
  });

  it('starting mid-month, ends the day before the same day of the next month', () => {
    expect(periodBounds({ periodType: 1, startDate: '2026-12-15' })).toEqual({
      start: '2026-12-15',
      end: '2027-01-14',
    });
    expect(buildPeriod({ periodType: 1, startDate: '2026-12-15' })).toHaveLength(31);
    expect(periodBounds({ periodType: 1, startDate: '2026-02-01' })).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
    expect(periodBounds({ periodType: 1, startDate: '2024-02-01' })).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    });
    expect(periodBounds({ periodType: 1, startDate: '2026-04-10' })).toEqual({
      start: '2026-04-10',
      end: '2026-05-09',
    });
  });

  it('ends on the next month’s last day when it has no such day', () => {
    expect(periodBounds({ periodType: 1, startDate: '2026-01-31' })).toEqual({
      start: '2026-01-31',
      end: '2026-02-28',
    });
    expect(periodBounds({ periodType: 1, startDate: '2026-01-30' })).toEqual({
      start: '2026-01-30',
      end: '2026-02-28',
    });
    expect(periodBounds({ periodType: 1, startDate: '2026-03-31' })).toEqual({
      start: '2026-03-31',
      end: '2026-04-30',
    });
  });

  it('ignores roster_start_day (1 for Monthly) and a trailing time', () => {
    expect(periodBounds({ periodType: 1, startDate: '2026-12-15 00:00:00', startDay: 1 })).toEqual({
      start: '2026-12-15',
      end: '2027-01-14',
    });
  });

  it('marks the public holidays with the hld key and every other day with its weekday', () => {
    const days = buildPeriod({ periodType: 1, startDate: '2026-12-01' });
    const holidays = days.filter((day) => day.holiday).map((day) => day.date);
    expect(holidays).toEqual(['2026-12-16', '2026-12-25', '2026-12-26']);
    const christmas = days.find((day) => day.date === '2026-12-25')!;
    expect(christmas).toEqual({ index: 24, date: '2026-12-25', weekday: 5, holiday: true, key: 'hld' });
    expect(days[0]).toEqual({ index: 0, date: '2026-12-01', weekday: 2, holiday: false, key: 'tue' });
    expect(days.find((day) => day.date === '2026-12-06')!.key).toBe('sun');
  });

  it('uses the substitute Monday of a Sunday holiday', () => {
    const days = buildPeriod({ periodType: 1, startDate: '2026-08-01' });
    expect(days.filter((day) => day.holiday).map((day) => [day.date, day.weekday])).toEqual([
      ['2026-08-09', 7],
      ['2026-08-10', 1],
    ]);
  });

  it('takes the country’s holidays', () => {
    const days = buildPeriod({ periodType: 1, startDate: '2026-06-01', country: 'GB' });
    expect(days.some((day) => day.date === '2026-06-16' && day.holiday)).toBe(false);
  });
});

describe('buildPeriod: Biweekly', () => {
  it('runs 14 days from the first day on or after the start date with the start weekday', () => {
    // 2026-12-02 is a Wednesday.
    const monday = buildPeriod({ periodType: 2, startDate: '2026-12-02', startDay: 1 });
    expect(monday).toHaveLength(14);
    expect(first(monday).date).toBe('2026-12-07');
    expect(first(monday).weekday).toBe(1);
    expect(last(monday).date).toBe('2026-12-20');
    expect(last(monday).weekday).toBe(7);

    expect(periodBounds({ periodType: 2, startDate: '2026-12-02', startDay: 3 })).toEqual({
      start: '2026-12-02',
      end: '2026-12-15',
    });
    expect(periodBounds({ periodType: 2, startDate: '2026-12-02', startDay: 2 })).toEqual({
      start: '2026-12-08',
      end: '2026-12-21',
    });
    expect(periodBounds({ periodType: 2, startDate: '2026-12-02', startDay: 7 })).toEqual({
      start: '2026-12-06',
      end: '2026-12-19',
    });
  });

  it('defaults the start day to Monday (missing or 0)', () => {
    expect(periodBounds({ periodType: 2, startDate: '2026-12-02' }).start).toBe('2026-12-07');
    expect(periodBounds({ periodType: 2, startDate: '2026-12-02', startDay: 0 }).start).toBe('2026-12-07');
  });

  it('crosses a year end with the holidays of both years', () => {
    const days = buildPeriod({ periodType: 2, startDate: '2026-12-21', startDay: 1 });
    expect(first(days).date).toBe('2026-12-21');
    expect(last(days).date).toBe('2027-01-03');
    expect(days.filter((day) => day.holiday).map((day) => day.date)).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2027-01-01',
    ]);
    expect(days.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('period helpers and errors', () => {
  it('finds the previous period’s start', () => {
    expect(previousPeriodStart({ periodType: 1, startDate: '2026-12-01' })).toBe('2026-11-01');
    expect(previousPeriodStart({ periodType: 1, startDate: '2027-01-15' })).toBe('2026-12-15');
    expect(previousPeriodStart({ periodType: 1, startDate: '2026-03-31' })).toBe('2026-02-28');
    expect(previousPeriodStart({ periodType: 2, startDate: '2026-12-02', startDay: 1 })).toBe('2026-11-23');
  });

  it('gives the history window the consecutive and rest rules look at', () => {
    expect(historyWindow('2026-12-01', 5, 2)).toEqual({ start: '2026-11-26', end: '2026-11-30' });
    expect(historyWindow('2026-12-01', 0, 3)).toEqual({ start: '2026-11-28', end: '2026-11-30' });
    expect(historyWindow('2026-12-01', 0, 0)).toBeNull();
  });

  it('refuses a bad period type, start date or start day', () => {
    expect(() => buildPeriod({ periodType: 3 as 1, startDate: '2026-12-01' })).toThrow(/period type/);
    expect(() => buildPeriod({ periodType: 1, startDate: '2026-12-32' })).toThrow(/start date/);
    expect(() => buildPeriod({ periodType: 1, startDate: '' })).toThrow(/start date/);
    expect(() => buildPeriod({ periodType: 2, startDate: '2026-12-01', startDay: 8 })).toThrow(/start day/);
  });
});
