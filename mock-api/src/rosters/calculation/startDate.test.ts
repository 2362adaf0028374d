import { acceptedStartDate } from './startDate';

const NOW = Date.parse('2026-03-01T08:00:00.000Z');

describe('acceptedStartDate', () => {
  it('accepts a real date up to one year before or after today', () => {
    expect(acceptedStartDate('2026-03-01', NOW)).toBe('2026-03-01');
    expect(acceptedStartDate('2025-03-01', NOW)).toBe('2025-03-01');
    expect(acceptedStartDate('2027-03-01', NOW)).toBe('2027-03-01');
    expect(acceptedStartDate('2026-12-01 00:00:00', NOW)).toBe('2026-12-01');
  });

  it('refuses other dates and what is not a date', () => {
    expect(acceptedStartDate('2025-02-28', NOW)).toBeNull();
    expect(acceptedStartDate('2027-03-02', NOW)).toBeNull();
    expect(acceptedStartDate('2026-02-29', NOW)).toBeNull();
    expect(acceptedStartDate('01/04/2026', NOW)).toBeNull();
    expect(acceptedStartDate('', NOW)).toBeNull();
  });

  it('keeps 29 February a year away on 28 February', () => {
    const leapDay = Date.parse('2028-02-29T12:00:00.000Z');
    expect(acceptedStartDate('2027-02-28', leapDay)).toBe('2027-02-28');
    expect(acceptedStartDate('2029-03-01', leapDay)).toBeNull();
  });
});
