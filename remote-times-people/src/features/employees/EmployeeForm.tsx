/**
 * The employee form of the edit view and of New Employee: Name, Surname, Country, Mobile, Date of
 * birth, ID or Passport, ID/Passport, Gender, Employee number; checked with employeeSchema. A failed
 * call shows its message above the buttons and keeps what was typed.
 */
import { Form, Formik } from 'formik';
import { Alert, Grid2, RadioGroup, TextField, validateWith } from '@times/shared-sdk';
import { FormActions, IdKindCode, appMessages } from '@times/shared-sdk/app';
import { CountryField } from './CountryField';
import type { EmployeeValues } from './employeeValues';

const f = appMessages.employees.fields;
const ID_KINDS = [
  { value: IdKindCode.ID, label: f.id },
  { value: IdKindCode.PASSPORT, label: f.passport },
] as const;
const GENDERS = [
  { value: 1, label: f.male },
  { value: 2, label: f.female },
] as const;

interface Props {
  /** The form's accessible name (e.g. 'New Employee'). */
  label: string;
  initial: EmployeeValues;
  submitLabel: string;
  error: string | null;
  onSubmit: (values: EmployeeValues) => Promise<void>;
  onClose?: () => void;
}

export function EmployeeForm({ label, initial, submitLabel, error, onSubmit, onClose }: Props) {
  return (
    <Formik
      initialValues={initial}
      validate={validateWith<EmployeeValues>('employeeSchema')}
      onSubmit={(values) => onSubmit(values)}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={label}>
          <Grid2>
            <TextField name="name" label={f.name} autoComplete="off" />
            <TextField name="surname" label={f.surname} autoComplete="off" />
            <CountryField />
            <TextField name="mobile" label={f.mobile} inputMode="tel" autoComplete="off" />
            <TextField name="date_of_birth" label={f.dateOfBirth} type="date" />
            <RadioGroup name="isIDOrPass" legend={f.idKind} options={ID_KINDS} />
            <TextField name="idOrPass" label={f.idOrPass} autoComplete="off" />
            <RadioGroup name="gender" legend={f.gender} options={GENDERS} />
            <TextField name="employee_number" label={f.employeeNumber} autoComplete="off" />
          </Grid2>
          {error && <Alert>{error}</Alert>}
          <FormActions submitLabel={submitLabel} submitting={isSubmitting} onClose={onClose} />
        </Form>
      )}
    </Formik>
  );
}
