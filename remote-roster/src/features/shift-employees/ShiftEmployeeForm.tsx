/**
 * The shift employee form of Add new employee and of the edit view: what comes first (the
 * employee search, or the employee's name), Position ('Select position'; choosing one pre-fills
 * the hours), Monthly/Weekly/Daily hours, 'Apply working days' and the exclusion days. A failed
 * call shows its message above the buttons and keeps what was typed.
 */
import type { ReactNode } from 'react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { Alert, Button, Grid2, Row, TextField } from '@times/shared-sdk';
import type { EmployeeRoleChoice } from '@times/shared-sdk';
import { CheckboxField, appMessages } from '@times/shared-sdk/app';
import { ExclusionDays } from './ExclusionDays';
import { RoleSelect } from '../shift-roles/RoleSelect';
import { validateShiftEmployee, type ShiftEmployeeValues } from './shiftEmployeeValues';

const t = appMessages.shiftSetup.employees;

interface Props {
  /** The form's accessible name. */
  label: string;
  initial: ShiftEmployeeValues;
  roles: EmployeeRoleChoice[];
  submitLabel: string;
  error: string | null;
  onSubmit: (values: ShiftEmployeeValues, helpers: FormikHelpers<ShiftEmployeeValues>) => Promise<void>;
  /** Runs on every click of the submit button, even when the fields do not validate. */
  onSubmitClick?: () => void;
  onClose?: () => void;
  /** Shown above the fields: the employee search or the employee's name. */
  children?: ReactNode;
}

export function ShiftEmployeeForm({
  label,
  initial,
  roles,
  submitLabel,
  error,
  onSubmit,
  onSubmitClick,
  onClose,
  children,
}: Props) {
  return (
    <Formik initialValues={initial} validate={validateShiftEmployee} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={label}>
          {children}
          <RoleSelect roles={roles} label={t.position} placeholder={t.selectPosition} />
          <Grid2>
            <TextField name="monthly_hours" label={t.monthlyHours} inputMode="numeric" autoComplete="off" />
            <TextField name="weekly_hours" label={t.weeklyHours} inputMode="numeric" autoComplete="off" />
            <TextField name="dailly_hours" label={t.dailyHours} inputMode="numeric" autoComplete="off" />
          </Grid2>
          <CheckboxField name="apply_wrkng_days" label={t.applyWorkingDays} />
          <ExclusionDays />
          {error && <Alert>{error}</Alert>}
          <Row>
            <Button type="submit" disabled={isSubmitting} onClick={onSubmitClick}>
              {submitLabel}
            </Button>
            {onClose && (
              <Button type="button" $variant="secondary" onClick={onClose}>
                {appMessages.shiftSetup.wizard.close}
              </Button>
            )}
          </Row>
        </Form>
      )}
    </Formik>
  );
}
