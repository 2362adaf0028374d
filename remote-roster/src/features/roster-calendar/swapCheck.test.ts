import { swapCheck } from './swapCheck';

/** Thabo (1) works the 1st and 5th, Lerato (2) the 2nd, Sipho (3) the 1st and 2nd. */
const days = new Set(['1|2026-12-01', '1|2026-12-05', '2|2026-12-02', '3|2026-12-01', '3|2026-12-02']);
const hasEntry = (employeeId: number, date: string) => days.has(`${employeeId}|${date}`);
const parties = (sourceEmployeeId: number, sourceDate: string, targetEmployeeId: number, targetDate: string) => ({
  sourceEmployeeId,
  sourceDate,
  targetEmployeeId,
  targetDate,
});

describe('swapCheck', () => {
  it('lets a swap through when neither works the other date', () => {
    expect(swapCheck(parties(1, '2026-12-01', 2, '2026-12-02'), hasEntry)).toBeNull();
    expect(swapCheck(parties(2, '2026-12-02', 1, '2026-12-05'), hasEntry)).toBeNull();
  });

  it("refuses when the target employee already works the source date ('Invalid swap dates')", () => {
    // Sipho works the 1st: Thabo's 1st cannot go to him.
    expect(swapCheck(parties(1, '2026-12-01', 3, '2026-12-02'), hasEntry)).toBe('Invalid swap dates');
  });

  it('refuses when the source employee already works the target date', () => {
    // Sipho's 1st onto Lerato's 2nd: Sipho works the 2nd already.
    expect(swapCheck(parties(3, '2026-12-01', 2, '2026-12-02'), hasEntry)).toBe('Invalid swap dates');
  });

  it('refuses two cells of the same date (each already works it)', () => {
    expect(swapCheck(parties(1, '2026-12-01', 3, '2026-12-01'), hasEntry)).toBe('Invalid swap dates');
  });

  it('checks a cell without a date as 1901-01-01', () => {
    const checked: string[] = [];
    const spy = (employeeId: number, date: string) => {
      checked.push(`${employeeId}|${date}`);
      return date === '1901-01-01' && employeeId === 2;
    };
    expect(swapCheck(parties(1, '', 2, '2026-12-02'), spy)).toBe('Invalid swap dates');
    expect(checked).toContain('2|1901-01-01');
    expect(swapCheck(parties(1, '2026-12-01', 2, ''), hasEntry)).toBeNull();
  });

  it("refuses the same employee with the server's text", () => {
    expect(swapCheck(parties(1, '2026-12-01', 1, '2026-12-05'), hasEntry)).toBe(
      'Source and target employee is the same',
    );
  });
});
