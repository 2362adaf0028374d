/**
 * The availability dialog's limits in a roster period and its Save: minimum and maximum hours,
 * maximum weekends, minimum days and days off in a row, and the most shifts of the dialog's shift
 * (empty = no limit), checked by the shared schema when Save is pressed; a refusal names the field
 * and keeps what was typed. `onSave` gets the limits as numbers (or null).
 */
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import { Muted, TextField, validateWith } from '@times/shared-sdk';
import type { EmployeeAvailability } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { AddRow } from './AddRow';
import { Part } from './Part';

const t = appMessages.shiftSetup.employees.availability;

export type PeriodLimits = Pick<
  EmployeeAvailability,
  'min_hours' | 'max_hours' | 'max_weekends' | 'min_consecutive_days' | 'min_consecutive_days_off' | 'max_shifts'
>;

/** The fields in their order on screen, with their label and the least value typed. */
const FIELDS: readonly { name: keyof PeriodLimits; label: string; min: number }[] = [
  { name: 'min_hours', label: t.minHours, min: 0 },
  { name: 'max_hours', label: t.maxHours, min: 0 },
  { name: 'max_weekends', label: t.maxWeekends, min: 0 },
  { name: 'min_consecutive_days', label: t.minConsecutiveDays, min: 1 },
  { name: 'min_consecutive_days_off', label: t.minConsecutiveDaysOff, min: 1 },
  { name: 'max_shifts', label: t.maxShifts, min: 0 },
];

/** No limit at all (an employee without a stored record). */
export const NO_PERIOD_LIMITS: PeriodLimits = {
  min_hours: null,
  max_hours: null,
  max_weekends: null,
  min_consecutive_days: null,
  min_consecutive_days_off: null,
  max_shifts: null,
};

/** The fields as typed: a number or '' (no limit). */
type LimitValues = Record<keyof PeriodLimits, number | ''>;

const typed = (value: number | null): number | '' => (value === null ? '' : value);
const parsed = (value: number | string): number | null => (value === '' ? null : Number(value));

interface Props {
  initial: PeriodLimits;
  canEdit: boolean;
  onSave: (limits: PeriodLimits) => Promise<void>;
  /** The dialog's buttons (Save submits this form). */
  children: ReactNode;
}

export function PeriodLimitsForm({ initial, canEdit, onSave, children }: Props) {
  const each = <T,>(value: (name: keyof PeriodLimits) => T) =>
    Object.fromEntries(FIELDS.map(({ name }) => [name, value(name)])) as Record<keyof PeriodLimits, T>;
  return (
    <Formik<LimitValues>
      initialValues={each((name) => typed(initial[name]))}
      validate={validateWith<LimitValues>('periodLimitsSchema')}
      validateOnChange={false}
      onSubmit={(values) => onSave(each((name) => parsed(values[name])))}
    >
      <Form noValidate aria-label={t.limits}>
        <Part>
          <legend>{t.limits}</legend>
          <AddRow>
            {FIELDS.map(({ name, label, min }) => (
              <TextField key={name} name={name} label={label} type="number" min={min} step={1} disabled={!canEdit} />
            ))}
          </AddRow>
          <Muted>{t.limitsHint}</Muted>
        </Part>
        {children}
      </Form>
    </Formik>
  );
}
