/**
 * An employee's forbidden shift successions (ours): `next_sftd` may not be worked the day after
 * `first_sftd` (two different shifts of the employee, each pair once, at most
 * AvailabilityLimits.MAX_SUCCESSIONS). Part of the availability (employeeAvailabilitySchema); the
 * dialog's add row checks a new pair against the list (successionFormSchema).
 */
import { array, object } from 'yup';
import type { InferType } from 'yup';
import { validationMessages } from '../catalogue/validationMessages';
import { AvailabilityLimits } from '../constants/availability';
import { text } from './text';

const v = validationMessages;

interface Pair {
  first_sftd?: unknown;
  next_sftd?: unknown;
}
const keyOf = (pair: Pair | undefined): string => `${String(pair?.first_sftd)}>${String(pair?.next_sftd)}`;

const pairFields = {
  first_sftd: text().required(v.selectFirstShift),
  next_sftd: text()
    .required(v.selectNextShift)
    .test('different', v.successionSameShift, function (next) {
      return !next || next !== (this.parent as Pair).first_sftd;
    }),
};

export const forbiddenSuccessionSchema = object(pairFields);

export const forbiddenSuccessionsSchema = array(forbiddenSuccessionSchema)
  .max(AvailabilityLimits.MAX_SUCCESSIONS, v.tooManySuccessions)
  .default([])
  .test(
    'unique',
    v.successionTwice,
    (pairs) => !Array.isArray(pairs) || new Set(pairs.map(keyOf)).size === pairs.length,
  );

/** The yup context of the dialog's add row: the pairs in the list. */
export interface SuccessionFormContext {
  pairs: readonly Pair[];
}
type ContextOf = { options: { context?: Partial<SuccessionFormContext> } };

/** The dialog's add row: two different shifts, a pair not in the list yet (the message on the second shift). */
export const successionFormSchema = object({
  first_sftd: pairFields.first_sftd,
  next_sftd: pairFields.next_sftd.test('new', v.successionTwice, function (this: ContextOf & { parent: Pair }, next) {
    const key = keyOf({ first_sftd: this.parent.first_sftd, next_sftd: next });
    return !next || !(this.options.context?.pairs ?? []).some((pair) => keyOf(pair) === key);
  }),
});

export type ForbiddenSuccessionForm = InferType<typeof forbiddenSuccessionSchema>;
