/**
 * The 'Add request' form of the availability dialog: the date, work it or have it off, the
 * weight 1-10 and 'Only this shift'. Checked (real date, in range, one request a day, not on an
 * unavailable date, weight 1-10) before it joins the list; what was typed stays on an error.
 */
import { Form, Formik } from 'formik';
import { Button, SelectField, TextField, validateWith } from '@times/shared-sdk';
import type { AvailabilityFormContext, DayRequest } from '@times/shared-sdk';
import { AvailabilityLimits, CheckboxField, RequestKind, appMessages } from '@times/shared-sdk/app';
import { AddRow } from './AddRow';

const t = appMessages.shiftSetup.employees.availability;

/** As typed: the select and the number input hold strings until the form is valid. */
interface RequestValues {
  entry_date: string;
  work: string;
  weight: string;
  this_shift: 0 | 1;
}

const INITIAL: RequestValues = { entry_date: '', work: String(RequestKind.OFF), weight: '5', this_shift: 0 };

interface Props {
  context: () => AvailabilityFormContext;
  onAdd: (request: DayRequest) => void;
}

export function AddRequestForm({ context, onAdd }: Props) {
  return (
    <Formik<RequestValues>
      initialValues={INITIAL}
      validate={validateWith<RequestValues>('dayRequestFormSchema', context)}
      onSubmit={(values, { resetForm }) => {
        onAdd({
          entry_date: values.entry_date,
          work: Number(values.work) === RequestKind.WORK ? 1 : 0,
          weight: Number(values.weight),
          this_shift: values.this_shift,
        });
        resetForm();
      }}
    >
      <Form noValidate aria-label={t.requests}>
        <AddRow>
          <TextField name="entry_date" label={t.requestDate} type="date" />
          <SelectField name="work" label={t.kind}>
            <option value={RequestKind.OFF}>{t.wantsOff}</option>
            <option value={RequestKind.WORK}>{t.wantsWork}</option>
          </SelectField>
          <TextField
            name="weight"
            label={t.weight}
            type="number"
            min={AvailabilityLimits.WEIGHT_MIN}
            max={AvailabilityLimits.WEIGHT_MAX}
            title={t.weightHint}
          />
        </AddRow>
        <AddRow>
          <CheckboxField name="this_shift" label={t.thisShiftOnly} />
          <Button type="submit" $variant="secondary">
            {t.addRequest}
          </Button>
        </AddRow>
      </Form>
    </Formik>
  );
}
