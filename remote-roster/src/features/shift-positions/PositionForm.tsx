/**
 * The position form of 'Add new position' and of the edit view: the role (add only; choosing one
 * fills the hours from its defaults), Monthly, Weekly and Daily hours, the priority level and the
 * required-per-day counters. Checked by validatePosition against the day limits; a failed call
 * shows its message above the buttons and keeps what was typed. `onSubmit` resolving true (a
 * saved add) starts the form again.
 */
import type { ReactNode } from 'react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { Alert, Grid2, TextField } from '@times/shared-sdk';
import type { EmployeeRoleChoice } from '@times/shared-sdk';
import { FormActions, PRIORITY_LEVEL_MAX, appMessages } from '@times/shared-sdk/app';
import { DayCounters } from './DayCounters';
import type { DayLimits } from './dayLimits';
import { validatePosition } from './positionValidation';
import { RoleSelect } from '../shift-roles/RoleSelect';
import type { PositionValues } from './positionValues';

const f = appMessages.shiftSetup.positions.form;

const Hint = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  margin: -4px 0 8px;
`;

interface Props {
  /** The form's accessible name ('Add new position', 'Update {role}'). */
  label: string;
  initial: PositionValues;
  /** The add form's role choices; the edit form keeps its role and has none. */
  roles?: readonly EmployeeRoleChoice[];
  limits: DayLimits;
  submitLabel: string;
  error: string | null;
  onSubmit: (values: PositionValues) => Promise<boolean | void>;
  onClose?: () => void;
  /** More buttons (the edit view's Delete) after the form's own. */
  children?: ReactNode;
}

export function PositionForm({
  label,
  initial,
  roles,
  limits,
  submitLabel,
  error,
  onSubmit,
  onClose,
  children,
}: Props) {
  return (
    <Formik
      initialValues={initial}
      validate={(values) => validatePosition(values, limits, roles !== undefined)}
      onSubmit={async (values, { resetForm }) => {
        if (await onSubmit(values)) resetForm();
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={label}>
          {roles && <RoleSelect roles={roles} label={f.role} placeholder={f.selectRole} />}
          <Grid2>
            <TextField name="monthly_hours" label={f.monthlyHours} type="number" inputMode="numeric" min={0} step={1} />
            <TextField name="weekly_hours" label={f.weeklyHours} type="number" inputMode="numeric" min={0} step={1} />
            <TextField name="dailly_hours" label={f.dailyHours} type="number" inputMode="numeric" min={0} step={1} />
            <div>
              <TextField
                name="priority_level"
                label={f.priority}
                type="number"
                inputMode="numeric"
                min={0}
                max={PRIORITY_LEVEL_MAX}
                step={1}
              />
              <Hint>{f.priorityHint}</Hint>
            </div>
          </Grid2>
          <DayCounters limits={limits} />
          {error && <Alert>{error}</Alert>}
          <FormActions submitLabel={submitLabel} submitting={isSubmitting} onClose={onClose} />
          {children}
        </Form>
      )}
    </Formik>
  );
}
