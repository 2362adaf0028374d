/** The working-days form's minimum rest between shifts (ours): whole hours 0-24, '' is 0. */
import { workingDaysSchema } from './rosterSetup';
import { fieldError } from './validationTable';

const valid = { std: 'S1', sftd: 'F1', max_cons_days: 5, min_rest_days: 2, period_type: 1, mon: 3 };

describe('working days: min_rest_hours', () => {
  it('accepts 0 to 24 whole hours, and no value as 0', () => {
    for (const hours of [0, 1, 11, 24])
      expect(workingDaysSchema.isValidSync({ ...valid, min_rest_hours: hours })).toBe(true);
    expect(workingDaysSchema.validateSync({ ...valid, min_rest_hours: '' }).min_rest_hours).toBe(0);
    expect(workingDaysSchema.validateSync(valid).min_rest_hours).toBe(0);
  });

  it.each([[-1], [25], [8.5], ['eleven']])('refuses %j with a clear message', (value) => {
    expect(fieldError(workingDaysSchema, { ...valid, min_rest_hours: value }, 'min_rest_hours')).toBe(
      'Enter whole hours from 0 to 24',
    );
  });
});
