import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('names each Times page by its menu entry, the frame root being the roster', () => {
    expect(pageTitle('/apptimes')).toBe('ROSTER');
    expect(pageTitle('/apptimes/')).toBe('ROSTER');
    expect(pageTitle('/apptimes/roster')).toBe('ROSTER');
    expect(pageTitle('/apptimes/rosters')).toBe('ROSTER LIST');
    expect(pageTitle('/apptimes/employees')).toBe('EMPLOYEES');
    expect(pageTitle('/apptimes/users/groups')).toBe('USERS');
  });

  it('has none where the page shows its own title as its h1 (timesheet, webcam)', () => {
    expect(pageTitle('/apptimes/timesheet')).toBeUndefined();
    expect(pageTitle('/apptimes/webcam')).toBeUndefined();
  });

  it('has none for a path outside the menu', () => {
    expect(pageTitle('/apptimes/nowhere')).toBeUndefined();
    expect(pageTitle('/apptimes/rostersx')).toBeUndefined();
  });
});
