/** Declining a request: a reason for the employee is needed (requestDecideSchema's rule for a decline). */
import { Form, Formik } from 'formik';
import { Button, TextField, validateWith } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const r = appMessages.myTimes.requests;

export function DeclineForm({
  onDecline,
  onCancel,
}: {
  onDecline: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <Formik
      initialValues={{ rqd: 'form', decision: 'decline', reason: '' }}
      validate={validateWith('requestDecideSchema')}
      onSubmit={(values) => onDecline(values.reason)}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={r.decline}>
          <TextField name="reason" label={r.reason} maxLength={200} />
          <Button type="submit" $variant="danger" disabled={isSubmitting}>
            {r.decline}
          </Button>{' '}
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {appMessages.employees.close}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
