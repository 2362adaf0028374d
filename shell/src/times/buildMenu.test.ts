import { buildMenu } from './buildMenu';

const form = (frm_id: number) => ({ id: frm_id, frm_id, name: String(frm_id) });

describe('buildMenu', () => {
  it('gives an admin (all forms) every entry in order', () => {
    expect(buildMenu([1, 2, 3, 4, 5, 8].map(form)).map((item) => item.label)).toEqual([
      'ROSTER',
      'ROSTER LIST',
      'REQUESTS',
      'TIMESHEET',
      'KIOSK',
      'CLIENTS',
      'SITES',
      'SHIFTS',
      'POSITIONS',
      'EMPLOYEES',
      'USERS',
      'WEBCAM',
    ]);
  });

  it('gives a group user only the entries of their forms', () => {
    expect(buildMenu([form(1), form(5)])).toEqual([
      { label: 'ROSTER', to: '/apptimes/roster' },
      { label: 'ROSTER LIST', to: '/apptimes/rosters' },
      { label: 'REQUESTS', to: '/apptimes/requests' },
      { label: 'TIMESHEET', to: '/apptimes/timesheet' },
      { label: 'KIOSK', to: '/apptimes/kiosk' },
      { label: 'SITES', to: '/apptimes/sites' },
    ]);
  });

  it('gives EMPLOYEES and POSITIONS (form 2) both entries and the webcam', () => {
    expect(buildMenu([form(2)]).map((item) => item.label)).toEqual([
      'TIMESHEET',
      'KIOSK',
      'POSITIONS',
      'EMPLOYEES',
      'WEBCAM',
    ]);
  });
});
