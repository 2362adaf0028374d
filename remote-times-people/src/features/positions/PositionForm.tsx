/** Add or update a position: name, abbreviation, daily/weekly/monthly hours, working days Mon-Sun and Hld. */
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { Alert, Grid2, POSITION_DAYS, TextField, validateWith } from '@times/shared-sdk';
import { CheckboxField, FormActions, appMessages } from '@times/shared-sdk/app';
import type { PositionValues } from './toPositionFields';

const Days = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0 0 12px;
  legend { font-weight: 600; font-size: 0.9rem; padding: 0; margin-bottom: 4px; }
`;

interface Props {
  initial: PositionValues;
  isUpdate: boolean;
  error: string | null;
  onSubmit: (values: PositionValues) => Promise<void>;
  onClose?: () => void;
}

export function PositionForm({ initial, isUpdate, error, onSubmit, onClose }: Props) {
  const t = appMessages.positions;
  const s = appMessages.setup;
  return (
    <Formik
      initialValues={initial}
      validate={validateWith(isUpdate ? 'positionUpdateSchema' : 'positionAddSchema')}
      onSubmit={(values) => onSubmit(values)}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={isUpdate ? s.update : t.tabs.add}>
          <Grid2>
            <TextField name="name" label={t.name} />
            <TextField name="abbr" label={t.abbr} />
          </Grid2>
          <Grid2>
            <TextField name="d_hrs" label={t.daily} inputMode="numeric" />
            <TextField name="w_hrs" label={t.weekly} inputMode="numeric" />
          </Grid2>
          <TextField name="m_hrs" label={t.monthly} inputMode="numeric" />
          <Days>
            <legend>{t.workingDays}</legend>
            {POSITION_DAYS.map((day) => (
              <CheckboxField key={day} name={day} label={t.days[day]} />
            ))}
          </Days>
          {error && <Alert>{error}</Alert>}
          <FormActions submitLabel={isUpdate ? s.update : s.save} submitting={isSubmitting} onClose={onClose} />
        </Form>
      )}
    </Formik>
  );
}
