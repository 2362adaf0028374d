/** A form's validation with one more rule: its date field not before today (the API refuses changing the past). */
import type { FormikErrors } from 'formik';
import { myTimesMessages } from '@times/shared-sdk/mytimes';

export function notBeforeToday<V extends object>(
  validate: (values: V) => Promise<FormikErrors<V>>,
  field: keyof V & string,
  today: () => string,
) {
  return async (values: V): Promise<FormikErrors<V>> => {
    const errors = await validate(values);
    const value = values[field];
    if (errors[field] || typeof value !== 'string' || value === '' || value >= today()) return errors;
    return { ...errors, [field]: myTimesMessages.status.AVAILABILITY_IN_PAST };
  };
}
