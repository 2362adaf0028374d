import { withRole } from './RoleSelect';

const GUARD = { id: 1, rld: 'R1', name: 'Guard', abbr: 'GRD', m_hrs: 176, w_hrs: 44, d_hrs: 8 };

describe('withRole', () => {
  it("fills a number form's hours with the role's defaults, and keeps them when no role is chosen", () => {
    const chosen = withRole({ rld: '', monthly_hours: 0, weekly_hours: 0, dailly_hours: 0, priority_level: 5 }, GUARD);
    expect(chosen).toEqual({ rld: 'R1', monthly_hours: 176, weekly_hours: 44, dailly_hours: 8, priority_level: 5 });
    expect(withRole(chosen, undefined)).toEqual({ ...chosen, rld: '' });
  });

  it('fills a text form with text', () => {
    expect(withRole({ rld: '', monthly_hours: '', weekly_hours: '1', dailly_hours: '' }, GUARD)).toEqual({
      rld: 'R1',
      monthly_hours: '176',
      weekly_hours: '44',
      dailly_hours: '8',
    });
  });
});
