import { demoMonths } from './demoMonths';

const at = (iso: string) => demoMonths(Date.parse(iso));

describe('demoMonths', () => {
  it("calculates last month's and this month's rosters, and edits this month's while a week is left", () => {
    expect(at('2026-03-01T08:00:00Z')).toEqual({ starts: ['2026-02-01', '2026-03-01'], edited: '2026-03-01' });
    expect(at('2026-11-23T23:59:00Z')).toEqual({ starts: ['2026-10-01', '2026-11-01'], edited: '2026-11-01' });
  });

  it("adds next month's roster and edits it when fewer than seven days of this month are left", () => {
    expect(at('2026-11-24T00:00:00Z')).toEqual({
      starts: ['2026-10-01', '2026-11-01', '2026-12-01'],
      edited: '2026-12-01',
    });
    expect(at('2026-11-30T23:00:00Z').edited).toBe('2026-12-01');
  });

  it('crosses a year on 31 December and on 1 January', () => {
    expect(at('2026-12-31T12:00:00Z')).toEqual({
      starts: ['2026-11-01', '2026-12-01', '2027-01-01'],
      edited: '2027-01-01',
    });
    expect(at('2027-01-01T00:30:00Z')).toEqual({ starts: ['2026-12-01', '2027-01-01'], edited: '2027-01-01' });
  });

  it('counts the days of February in a leap year and in another', () => {
    expect(at('2028-02-29T10:00:00Z')).toEqual({
      starts: ['2028-01-01', '2028-02-01', '2028-03-01'],
      edited: '2028-03-01',
    });
    // 22 February 2028 leaves seven days (23-29); in 2027 it leaves six.
    expect(at('2028-02-22T10:00:00Z').edited).toBe('2028-02-01');
    expect(at('2027-02-22T10:00:00Z').edited).toBe('2027-03-01');
  });

  it("reads the day in UTC, so a DST change in the machine's zone moves nothing", () => {
    // 29 March 2026: Europe's clocks go forward; 1 November 2026: the USA's go back.
    expect(at('2026-03-29T01:30:00Z')).toEqual({
      starts: ['2026-02-01', '2026-03-01', '2026-04-01'],
      edited: '2026-04-01',
    });
    expect(at('2026-03-24T23:59:00Z').edited).toBe('2026-03-01');
    expect(at('2026-11-01T06:30:00Z')).toEqual({ starts: ['2026-10-01', '2026-11-01'], edited: '2026-11-01' });
  });
});
