/**
 * The request form: first and last day off and a reason, checked as the API checks them
 * (timeOffFormSchema). A request the API refuses comes back into the form as it was typed, with
 * the API's reason, so nothing is lost.
 */
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { Alert, Button, TextField, validateWith } from '@times/shared-sdk';
import { myTimesMessages } from '@times/shared-sdk/mytimes';

const t = myTimesMessages.timeOff;

export interface TimeOffValues {
  from_date: string;
  to_date: string;
  reason: string;
}

export function TimeOffForm({
  initial,
  notice,
  onSubmit,
}: {
  /** What the form shows: empty, or a refused request as it was typed. */
  initial: TimeOffValues;
  notice: { tone: 'error' | 'success' | 'info'; text: string } | null;
  onSubmit: (values: TimeOffValues, helpers: FormikHelpers<TimeOffValues>) => Promise<void>;
}) {
  return (
    <Formik initialValues={initial} enableReinitialize validate={validateWith('timeOffFormSchema')} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t.ask}>
          <TextField name="from_date" label={t.from} type="date" />
          <TextField name="to_date" label={t.to} type="date" />
          <TextField name="reason" label={t.reason} maxLength={200} />
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          <Button type="submit" $block disabled={isSubmitting}>
            {isSubmitting ? t.sending : t.send}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
