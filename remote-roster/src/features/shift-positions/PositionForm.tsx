/**
 * The position form of 'Add new position' and of the edit view: the role (add only; choosing one
 * fills the hours from its defaults), Monthly, Weekly and Daily hours, the priority level and the
 * required-per-day counters. Checked by validatePosition against the day limits; a failed call
 * shows its message above the buttons and keeps what was typed. `onSubmit` resolving true (a
 * saved add) starts the form again.
 */
import type { ChangeEvent, ReactNode } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import styled from 'styled-components';
import { Alert, Grid2, SelectField, TextField } from '@times/shared-sdk';
import type { EmployeeRoleChoice } from '@times/shared-sdk';
import { FormActions, PRIORITY_LEVEL_MAX, appMessages } from '@times/shared-sdk/app';
import { DayCounters } from './DayCounters';
import type { DayLimits } from './dayLimits';
import { validatePosition } from './positionValidation';
import { hoursOfRole } from './positionValues';
import type { PositionValues } from './positionValues';

const f = appMessages.shiftSetup.positions.form;

const Hint = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  margin: -4px 0 8px;
`;

function RoleSelect({ roles }: { roles: readonly EmployeeRoleChoice[] }) {
  const { setValues, values } = useFormikContext<PositionValues>();
  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const rld = event.target.value;
    const role = roles.find((candidate) => candidate.rld === rld);
    void setValues({ ...values, rld, ...(role ? hoursOfRole(role) : {}) });
  }
  return (
    <SelectField name="rld" label={f.role} onChange={handleChange}>
      <option value="">{f.selectRole}</option>
      {roles.map((role) => (
        <option key={role.rld} value={role.rld}>
          {role.name}
        </option>
      ))}
    </SelectField>
  );
}

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

export function PositionForm({ label, initial, roles, limits, submitLabel, error, onSubmit, onClose, children }: Props) {
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
          {roles && <RoleSelect roles={roles} />}
          <Grid2>
            <TextField name="monthly_hours" label={f.monthlyHours} type="number" inputMode="numeric" min={0} step={1} />
            <TextField name="weekly_hours" label={f.weeklyHours} type="number" inputMode="numeric" min={0} step={1} />
            <TextField name="dailly_hours" label={f.dailyHours} type="number" inputMode="numeric" min={0} step={1} />
            <div>
              <TextField name="priority_level" label={f.priority} type="number" inputMode="numeric" min={0} max={PRIORITY_LEVEL_MAX} step={1} />
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
