/** The availability dialog's limits (periodLimitsSchema): empty fields are no limit, each limit's range and message. */
import { ValidationError } from 'yup';
import { periodLimitsSchema } from './availability';

const none = {
  min_hours: '',
  max_hours: '',
  max_weekends: '',
  min_consecutive_days: '',
  min_consecutive_days_off: '',
  max_shifts: '',
};

/** The message of the first error on `field` for these values, or null when they pass. */
function messageOf(values: object): string | null {
  try {
    periodLimitsSchema.validateSync({ ...none, ...values });
    return null;
  } catch (error) {
    return (error as ValidationError).message;
  }
}

describe('periodLimitsSchema', () => {
  it('reads empty fields as no limit', () => {
    expect(periodLimitsSchema.validateSync(none)).toEqual({
      min_hours: null,
      max_hours: null,
      max_weekends: null,
      min_consecutive_days: null,
      min_consecutive_days_off: null,
      max_shifts: null,
    });
  });

  it('takes days off in a row from 1 to 7', () => {
    const message = 'Days off in a row are a whole number from 1 to 7';
    expect(messageOf({ min_consecutive_days_off: 1 })).toBeNull();
    expect(messageOf({ min_consecutive_days_off: 7 })).toBeNull();
    for (const bad of [0, 8, 2.5, 'two'])
      expect([bad, messageOf({ min_consecutive_days_off: bad })]).toEqual([bad, message]);
  });

  it('takes the most shifts of this shift from 0 (never) to 31', () => {
    const message = 'Shifts are a whole number from 0 to 31';
    expect(periodLimitsSchema.validateSync({ ...none, max_shifts: 0 }).max_shifts).toBe(0);
    expect(messageOf({ max_shifts: 31 })).toBeNull();
    for (const bad of [-1, 32, 1.5, 'few']) expect([bad, messageOf({ max_shifts: bad })]).toEqual([bad, message]);
  });
});
