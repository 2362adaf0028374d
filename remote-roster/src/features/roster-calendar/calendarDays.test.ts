import { calendarDays, isoWeekday, weekendOf } from './calendarDays';

describe('calendarDays', () => {
  it('gives one day per date of the period, padded with leading blanks to Monday', () => {
    // 1 Dec 2026 is a Tuesday: one blank column (Monday).
    const { leading, days } = calendarDays('2026-12-01', '2026-12-31');
    expect(leading).toBe(1);
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({ date: '2026-12-01', dayOfMonth: 1, weekday: 2, weekend: null });
    expect(days[30]).toEqual({ date: '2026-12-31', dayOfMonth: 31, weekday: 4, weekend: null });
  });

  it('tints Saturday (6) blue and Sunday (7) red', () => {
    const { days } = calendarDays('2026-12-01', '2026-12-07');
    expect(days.map((day) => [day.date, day.weekday, day.weekend])).toEqual([
      ['2026-12-01', 2, null],
      ['2026-12-02', 3, null],
      ['2026-12-03', 4, null],
      ['2026-12-04', 5, null],
      ['2026-12-05', 6, 'saturday'],
      ['2026-12-06', 7, 'sunday'],
      ['2026-12-07', 1, null],
    ]);
  });

  it('needs no padding from a Monday, six blanks from a Sunday', () => {
    expect(calendarDays('2026-12-07', '2026-12-20').leading).toBe(0);
    expect(calendarDays('2026-11-01', '2026-11-30')).toMatchObject({ leading: 6 });
    expect(calendarDays('2026-11-01', '2026-11-30').days).toHaveLength(30);
  });

  it('crosses months, years and a leap day', () => {
    const { days } = calendarDays('2027-12-30', '2028-03-01');
    expect(days[2]?.date).toBe('2028-01-01');
    expect(days.some((day) => day.date === '2028-02-29')).toBe(true);
    expect(days[days.length - 1]?.date).toBe('2028-03-01');
  });

  it('gives nothing for a missing or reversed period', () => {
    expect(calendarDays('', '2026-12-31')).toEqual({ leading: 0, days: [] });
    expect(calendarDays('2026-12-31', '2026-12-01')).toEqual({ leading: 0, days: [] });
  });

  it('numbers weekdays 1 (Monday) to 7 (Sunday)', () => {
    expect(isoWeekday(Date.UTC(2026, 11, 7))).toBe(1);
    expect(isoWeekday(Date.UTC(2026, 11, 13))).toBe(7);
    expect([1, 5, 6, 7].map(weekendOf)).toEqual([null, null, 'saturday', 'sunday']);
  });
});
