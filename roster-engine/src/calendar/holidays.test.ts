import { isSupportedCountry, publicHolidays } from './holidays';
import { addDays, dateRange, daysBetween, parseDate, weekdayOf } from './dates';

describe('publicHolidays (South Africa)', () => {
  it('gives the 2026 public holidays as local dates, substitute Monday included', () => {
    expect([...publicHolidays('ZA', '2026-01-01', '2026-12-31')].sort()).toEqual([
      '2026-01-01', // New Year's Day
      '2026-03-21', // Human Rights Day (Saturday: no substitute)
      '2026-04-03', // Good Friday
      '2026-04-06', // Family Day
      '2026-04-27', // Freedom Day
      '2026-05-01', // Workers' Day
      '2026-06-16', // Youth Day
      '2026-08-09', // National Women's Day (a Sunday)
      '2026-08-10', // the Monday after: a public holiday by the Public Holidays Act
      '2026-09-24', // Heritage Day
      '2026-12-16', // Day of Reconciliation
      '2026-12-25', // Christmas Day
      '2026-12-26', // Day of Goodwill
    ]);
  });

  it('leaves out observances (Easter Sunday, Mother’s Day, Father’s Day, Mandela Day)', () => {
    const days = publicHolidays('ZA', '2026-01-01', '2026-12-31');
    for (const observance of ['2026-04-05', '2026-05-10', '2026-06-21', '2026-07-18']) {
      expect(days.has(observance)).toBe(false);
    }
  });

  it('keeps only the days inside the range, across a year end', () => {
    expect([...publicHolidays('ZA', '2026-12-20', '2027-01-05')].sort()).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2027-01-01',
    ]);
    expect([...publicHolidays('ZA', '2026-12-25', '2026-12-25')]).toEqual(['2026-12-25']);
    expect(publicHolidays('ZA', '2026-02-01', '2026-02-28').size).toBe(0);
  });

  it('defaults to South Africa and accepts a lower-case code', () => {
    expect(publicHolidays(undefined, '2026-06-16', '2026-06-16').has('2026-06-16')).toBe(true);
    expect(publicHolidays('za', '2026-06-16', '2026-06-16').has('2026-06-16')).toBe(true);
  });

  it('gives other countries from the same package, and none for an unknown code', () => {
    expect(publicHolidays('GB', '2026-12-25', '2026-12-25').has('2026-12-25')).toBe(true);
    expect(isSupportedCountry('ZA')).toBe(true);
    expect(isSupportedCountry('XX')).toBe(false);
    expect(publicHolidays('XX', '2026-01-01', '2026-12-31').size).toBe(0);
  });

  it('refuses a date that is not a date', () => {
    expect(() => publicHolidays('ZA', '2026-02-30', '2026-03-01')).toThrow(/Invalid start date/);
  });
});

describe('calendar dates', () => {
  it('reads dates strictly, ignoring a trailing time', () => {
    expect(parseDate('2026-12-01')).toEqual({ year: 2026, month: 12, day: 1 });
    expect(parseDate('2026-12-01 00:00:00')).toEqual({ year: 2026, month: 12, day: 1 });
    expect(parseDate('2024-02-29')).not.toBeNull();
    expect(parseDate('2026-02-29')).toBeNull();
    expect(parseDate('2026-13-01')).toBeNull();
    expect(parseDate('01/12/2026')).toBeNull();
  });

  it('does day arithmetic without time-zone or DST shifts', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // a European DST change
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(dateRange('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('gives ISO weekdays (1 Monday … 7 Sunday)', () => {
    expect(weekdayOf('2026-12-07')).toBe(1);
    expect(weekdayOf('2026-08-09')).toBe(7);
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('1969-12-29')).toBe(1);
  });
});
