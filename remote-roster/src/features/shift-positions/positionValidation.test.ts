import { dayLimits } from './dayLimits';
import type { ConfiguredDaily } from './dayLimits';
import { validatePosition } from './positionValidation';
import { EMPTY_POSITION } from './positionValues';

const limits = dayLimits({ t_mon: 1, target_mon: 3, target_tues: 2 } as unknown as ConfiguredDaily);

describe('validatePosition', () => {
  it('needs a role on the add form only', () => {
    expect(validatePosition(EMPTY_POSITION, limits, true)).toEqual({ rld: 'Select position/role' });
    expect(validatePosition(EMPTY_POSITION, limits, false)).toEqual({});
  });

  it('takes empty inputs as 0 and accepts whole numbers within range', () => {
    const values = { ...EMPTY_POSITION, rld: 'R1', monthly_hours: '' as const, priority_level: 100, mon: 2, tue: 2 };
    expect(validatePosition(values, limits, true)).toEqual({});
  });

  it('names the range of hours, priority and days out of it', () => {
    const values = {
      ...EMPTY_POSITION,
      rld: 'R1',
      monthly_hours: -1,
      dailly_hours: 25,
      priority_level: 101,
      mon: 3,
      wed: 1.5,
    };
    expect(validatePosition(values, limits, true)).toEqual({
      monthly_hours: 'Enter a whole number from 0 to 744',
      dailly_hours: 'Enter a whole number from 0 to 24',
      priority_level: 'Enter a whole number from 0 to 100',
      mon: 'Enter a whole number from 0 to 2',
      wed: 'Enter a whole number from 0 to 0',
    });
  });
});
