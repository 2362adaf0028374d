/**
 * 'Add request': a date, to work it or have it off, for every shift or one of the employee's
 * shifts, and how much it matters (1-10). Checked before it joins the list (a real date, today or
 * later, not on an unavailable date, one request a date and shift, weight 1-10); what was typed
 * stays on an error.
 */
import { Form, Formik } from 'formik';
import { Button, SelectField, TextField, validateWith } from '@times/shared-sdk';
import type { AvailabilityFormContext, MyDayRequest, MyShiftOption } from '@times/shared-sdk';
import { myTimesMessages } from '@times/shared-sdk/mytimes';
import { notBeforeToday } from './notBeforeToday';

const a = myTimesMessages.availability;

/** As typed: the selects and the number hold strings until the form is valid. */
interface RequestValues {
  entry_date: string;
  work: string;
  weight: string;
  sftd: string;
}

const INITIAL: RequestValues = { entry_date: '', work: '0', weight: '5', sftd: '' };

export function AddRequestForm({
  shifts,
  context,
  onAdd,
}: {
  shifts: readonly MyShiftOption[];
  /** The requests already there count for the chosen shift only (one request a date and shift). */
  context: (sftd: string) => AvailabilityFormContext;
  onAdd: (request: MyDayRequest) => void;
}) {
  const validate = async (values: RequestValues) =>
    notBeforeToday<RequestValues>(
      validateWith<RequestValues>('dayRequestFormSchema', () => context(values.sftd)),
      'entry_date',
      () => context(values.sftd).today,
    )(values);
  return (
    <Formik<RequestValues>
      initialValues={INITIAL}
      validate={validate}
      onSubmit={(values, { resetForm }) => {
        onAdd({
          entry_date: values.entry_date,
          work: values.work === '1' ? 1 : 0,
          weight: Number(values.weight),
          sftd: values.sftd,
        });
        resetForm();
      }}
    >
      <Form noValidate aria-label={a.addRequest}>
        <TextField name="entry_date" label={a.date} type="date" min={context('').today} />
        <SelectField name="work" label={a.wish}>
          <option value="0">{a.off}</option>
          <option value="1">{a.work}</option>
        </SelectField>
        <SelectField name="sftd" label={a.shift}>
          <option value="">{a.everyShift}</option>
          {shifts.map((shift) => (
            <option key={shift.sftd} value={shift.sftd}>
              {`${shift.shift_name} · ${shift.site_name}`}
            </option>
          ))}
        </SelectField>
        <TextField name="weight" label={a.weight} type="number" min={1} max={10} inputMode="numeric" />
        <Button type="submit" $variant="secondary" $block>
          {a.addRequest}
        </Button>
      </Form>
    </Formik>
  );
}
