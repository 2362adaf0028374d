/**
 * The availability dialog's limits in a roster period and its Save: minimum and maximum hours,
 * maximum weekends and minimum days in a row (empty = no limit), checked by the shared schema when Save is pressed; a refusal
 * names the field and keeps what was typed. `onSave` gets the limits as numbers (or null).
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
  'min_hours' | 'max_hours' | 'max_weekends' | 'min_consecutive_days'
>;

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
  return (
    <Formik<LimitValues>
      initialValues={{
        min_hours: typed(initial.min_hours),
        max_hours: typed(initial.max_hours),
        max_weekends: typed(initial.max_weekends),
        min_consecutive_days: typed(initial.min_consecutive_days),
      }}
      validate={validateWith<LimitValues>('periodLimitsSchema')}
      validateOnChange={false}
      onSubmit={(values) =>
        onSave({
          min_hours: parsed(values.min_hours),
          max_hours: parsed(values.max_hours),
          max_weekends: parsed(values.max_weekends),
          min_consecutive_days: parsed(values.min_consecutive_days),
        })
      }
    >
      <Form noValidate aria-label={t.limits}>
        <Part>
          <legend>{t.limits}</legend>
          <AddRow>
            <TextField name="min_hours" label={t.minHours} type="number" min={0} step={1} disabled={!canEdit} />
            <TextField name="max_hours" label={t.maxHours} type="number" min={0} step={1} disabled={!canEdit} />
            <TextField name="max_weekends" label={t.maxWeekends} type="number" min={0} step={1} disabled={!canEdit} />
            <TextField
              name="min_consecutive_days"
              label={t.minConsecutiveDays}
              type="number"
              min={1}
              step={1}
              disabled={!canEdit}
            />
          </AddRow>
          <Muted>{t.limitsHint}</Muted>
        </Part>
        {children}
      </Form>
    </Formik>
  );
}
