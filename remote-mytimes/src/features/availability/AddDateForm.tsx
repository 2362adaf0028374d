/**
 * 'Add date': one date the employee cannot work, checked before it joins the list (a real date,
 * today or later and within two years, not in the list, no request on it) with the catalogue's
 * texts; what was typed stays on an error.
 */
import { Form, Formik } from 'formik';
import { Button, TextField, validateWith } from '@times/shared-sdk';
import type { AvailabilityFormContext, UnavailableDateForm } from '@times/shared-sdk';
import { myTimesMessages } from '@times/shared-sdk/mytimes';
import { notBeforeToday } from './notBeforeToday';

const a = myTimesMessages.availability;

export function AddDateForm({
  context,
  onAdd,
}: {
  context: () => AvailabilityFormContext;
  onAdd: (date: string) => void;
}) {
  const validate = notBeforeToday<UnavailableDateForm>(
    validateWith<UnavailableDateForm>('unavailableDateFormSchema', context),
    'date',
    () => context().today,
  );
  return (
    <Formik<UnavailableDateForm>
      initialValues={{ date: '' }}
      validate={validate}
      onSubmit={(values, { resetForm }) => {
        onAdd(values.date);
        resetForm();
      }}
    >
      <Form noValidate aria-label={a.addDate}>
        <TextField name="date" label={a.date} type="date" min={context().today} />
        <Button type="submit" $variant="secondary" $block>
          {a.addDate}
        </Button>
      </Form>
    </Formik>
  );
}
