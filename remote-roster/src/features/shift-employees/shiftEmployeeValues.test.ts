import type { ShiftEmployeeDetails } from '@times/shared-sdk';
import {
  EMPTY_SHIFT_EMPLOYEE,
  toShiftEmployeeAdd,
  toShiftEmployeeFields,
  toShiftEmployeeValues,
  validateShiftEmployee,
} from './shiftEmployeeValues';

const days = { mon: 0, tue: 0, wed: 0, thu: 0, fri: 0, sat: 0, sun: 0, hld: 0 } as const;

const DETAILS: ShiftEmployeeDetails = {
  id: 1,
  emd: 'E1',
  rshftempd: 'SE1',
  name: 'Thabo',
  surname: 'Mokoena',
  mobile_no: '0821234567',
  employee_number: 'ACM-0001',
  days_present: 3,
  days_absent: 1,
  employee_perfomance: 75,
  idOrPass: '9005175800087',
  gender: 1,
  role_name: 'Guard',
  date_created: '2026-03-01 08:00',
  age: 28,
  hasImage: 0,
  rld: 'R1',
  apply_wrkng_days: 1,
  monthly_hours: 160,
  weekly_hours: 40,
  daily_hours: 9,
  ...days,
  sat: 1,
  hld: 1,
};

describe('shiftEmployeeValues', () => {
  it('starts empty: no position, hours empty, no flags', () => {
    expect(EMPTY_SHIFT_EMPLOYEE).toEqual({
      rld: '',
      apply_wrkng_days: 0,
      monthly_hours: '',
      weekly_hours: '',
      dailly_hours: '',
      ...days,
    });
  });

  it('reads the details into the form (daily_hours becomes dailly_hours) and writes them back unchanged', () => {
    const values = toShiftEmployeeValues(DETAILS);
    expect(values).toEqual({
      rld: 'R1',
      apply_wrkng_days: 1,
      monthly_hours: '160',
      weekly_hours: '40',
      dailly_hours: '9',
      ...days,
      sat: 1,
      hld: 1,
    });
    expect(toShiftEmployeeFields(values)).toEqual({
      rld: 'R1',
      apply_wrkng_days: 1,
      monthly_hours: 160,
      weekly_hours: 40,
      dailly_hours: 9,
      ...days,
      sat: 1,
      hld: 1,
    });
  });

  it('sends empty hours as 0 and adds the ids for add', () => {
    expect(
      toShiftEmployeeAdd({ ...EMPTY_SHIFT_EMPLOYEE, rld: 'R1', mon: 1, weekly_hours: ' 38 ' }, 'S1', 'F1', 'E9'),
    ).toEqual({
      std: 'S1',
      sftd: 'F1',
      empd: 'E9',
      rld: 'R1',
      apply_wrkng_days: 0,
      monthly_hours: 0,
      weekly_hours: 38,
      dailly_hours: 0,
      ...days,
      mon: 1,
    });
  });

  it("says 'Select position/role' without a position, and refuses hours that are not numbers", async () => {
    expect(await validateShiftEmployee(EMPTY_SHIFT_EMPLOYEE)).toEqual({ rld: 'Select position/role' });
    expect(await validateShiftEmployee({ ...EMPTY_SHIFT_EMPLOYEE, rld: 'R1' })).toEqual({});
    expect(await validateShiftEmployee({ ...EMPTY_SHIFT_EMPLOYEE, rld: 'R1', weekly_hours: 'abc' })).toEqual({
      weekly_hours: 'Enter a whole number',
    });
  });
});
