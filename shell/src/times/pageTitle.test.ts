import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('names each Times page by its menu entry, the frame root being the roster', () => {
    expect(pageTitle('/apptimes')).toBe('ROSTER');
    expect(pageTitle('/apptimes/')).toBe('ROSTER');
    expect(pageTitle('/apptimes/roster')).toBe('ROSTER');
    expect(pageTitle('/apptimes/rosters')).toBe('ROSTER LIST');
    expect(pageTitle('/apptimes/employees')).toBe('EMPLOYEES');
    expect(pageTitle('/apptimes/users/groups')).toBe('USERS');
    expect(pageTitle('/apptimes/timesheet')).toBe('TIMESHEET');
  });

  it('has none for a path outside the menu', () => {
    expect(pageTitle('/apptimes/nowhere')).toBeUndefined();
    expect(pageTitle('/apptimes/rostersx')).toBeUndefined();
  });
});
