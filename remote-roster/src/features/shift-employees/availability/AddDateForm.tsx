/** The 'Add date' form of the availability dialog: one date, checked (real, in range, new) before it joins the list. */
import { Form, Formik } from 'formik';
import { Button, TextField, validateWith } from '@times/shared-sdk';
import type { AvailabilityFormContext, UnavailableDateForm } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { AddRow } from './AddRow';

const t = appMessages.shiftSetup.employees.availability;

interface Props {
  context: () => AvailabilityFormContext;
  onAdd: (date: string) => void;
}

export function AddDateForm({ context, onAdd }: Props) {
  return (
    <Formik<UnavailableDateForm>
      initialValues={{ date: '' }}
      validate={validateWith<UnavailableDateForm>('unavailableDateFormSchema', context)}
      onSubmit={(values, { resetForm }) => {
        onAdd(values.date);
        resetForm();
      }}
    >
      <Form noValidate aria-label={t.dates}>
        <AddRow>
          <TextField name="date" label={t.date} type="date" />
          <Button type="submit" $variant="secondary">
            {t.addDate}
          </Button>
        </AddRow>
      </Form>
    </Formik>
  );
}
