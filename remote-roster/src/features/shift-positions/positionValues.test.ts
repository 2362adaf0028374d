import type { ShiftPosition } from '@times/shared-sdk';
import { EMPTY_POSITION, toAddPayload, toPositionFields, toPositionValues } from './positionValues';

const guard: ShiftPosition = {
  id: 1,
  sftrld: 'P1',
  rld: 'R1',
  role_name: 'Guard',
  abbrvtn: 'GRD',
  total_employees: 3,
  total_males: 2,
  total_females: 1,
  monthly_hours: 160,
  weekly_hours: 40,
  dailly_hours: 8,
  mon: 2,
  tue: 2,
  wed: 1,
  thu: 0,
  fri: 0,
  sat: 3,
  sun: 0,
  hld: 1,
  priority_level: 70,
  role_reliever_name: '',
};

describe('positionValues', () => {
  it('starts empty with no role and zeros', () => {
    expect(EMPTY_POSITION).toEqual({
      rld: '',
      monthly_hours: 0,
      weekly_hours: 0,
      dailly_hours: 0,
      priority_level: 0,
      mon: 0,
      tue: 0,
      wed: 0,
      thu: 0,
      fri: 0,
      sat: 0,
      sun: 0,
      hld: 0,
    });
  });

  it('fills the edit form from a listed position', () => {
    expect(toPositionValues(guard)).toEqual({
      rld: 'R1',
      monthly_hours: 160,
      weekly_hours: 40,
      dailly_hours: 8,
      priority_level: 70,
      mon: 2,
      tue: 2,
      wed: 1,
      thu: 0,
      fri: 0,
      sat: 3,
      sun: 0,
      hld: 1,
    });
  });

  it("sends update fields as numbers, an empty input as 0, and add's payload with the shift and the trimmed role", () => {
    const values = { ...toPositionValues(guard), weekly_hours: '' as const, mon: '' as const, priority_level: 90 };
    const fields = {
      monthly_hours: 160,
      weekly_hours: 0,
      dailly_hours: 8,
      mon: 0,
      tue: 2,
      wed: 1,
      thu: 0,
      fri: 0,
      sat: 3,
      sun: 0,
      hld: 1,
      priority_level: 90,
    };
    expect(toPositionFields(values)).toEqual(fields);
    expect(toAddPayload({ ...values, rld: ' R9 ' }, 'S1', 'F1')).toEqual({
      std: 'S1',
      sftd: 'F1',
      rld: 'R9',
      ...fields,
    });
  });
});
