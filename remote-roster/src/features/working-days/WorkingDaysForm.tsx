/**
 * The working-days form: period, limits, required employees per day and, when ticked, overtime
 * per day; the required-employees panel below. In view mode every field is read-only and there
 * is no Save; Save appears only for an editor on a site with isCreate 1 (spec 002 section 6).
 */
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { Alert, Button, Row, TextField, validateWith } from '@times/shared-sdk';
import { CheckboxField, MIN_REST_HOURS, appMessages } from '@times/shared-sdk/app';
import { DayCountFields } from './DayCountFields';
import { PeriodFields } from './PeriodFields';
import { RequiredEmployeesPanel } from './RequiredEmployeesPanel';
import type { WorkingDaysValues } from './workingDaysValues';

const t = appMessages.shiftSetup.workingDays;

const Fields = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0 0 12px;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Actions = styled(Row)`
  margin-top: 16px;
`;

const Limits = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
`;

interface Props {
  initial: WorkingDaysValues;
  readOnly: boolean;
  canSave: boolean;
  error: string | null;
  onSave: (values: WorkingDaysValues) => Promise<void>;
}

export function WorkingDaysForm({ initial, readOnly, canSave, error, onSave }: Props) {
  return (
    <Formik
      initialValues={initial}
      enableReinitialize
      validate={validateWith<WorkingDaysValues>('workingDaysSchema')}
      onSubmit={onSave}
    >
      {({ values, isSubmitting }) => (
        <Form noValidate aria-label={appMessages.shiftSetup.wizard.steps[0]}>
          <Fields disabled={readOnly}>
            <PeriodFields />
            <Limits>
              <TextField name="max_cons_days" label={t.maxConsecutive} type="number" min={0} inputMode="numeric" />
              <TextField name="min_rest_days" label={t.minRest} type="number" min={0} inputMode="numeric" />
              <TextField
                name="min_rest_hours"
                label={t.minRestHours}
                type="number"
                min={MIN_REST_HOURS.MIN}
                max={MIN_REST_HOURS.MAX}
                inputMode="numeric"
              />
            </Limits>
            <DayCountFields legend={t.requiredPerDay} />
            <CheckboxField name="hasOvertime" label={t.enableOvertime} />
            {values.hasOvertime === 1 && <DayCountFields legend={t.overtimePerDay} prefix="overtime_" />}
          </Fields>
          <RequiredEmployeesPanel />
          {error && <Alert>{error}</Alert>}
          {canSave && !readOnly && (
            <Actions>
              <Button type="submit" disabled={isSubmitting}>
                {appMessages.shiftSetup.wizard.save}
              </Button>
            </Actions>
          )}
        </Form>
      )}
    </Formik>
  );
}
