/** The kiosk's fallback to a face: the employee types their employee number. */
import { Form, Formik } from 'formik';
import { Button, Row, TextField, validateWith } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

interface Props {
  /** The number as typed; resolves with the error to show under it, or null when it was found. */
  onNumber: (number: string) => string | null;
}

export function NumberEntry({ onNumber }: Props) {
  const t = appMessages.attendance.kiosk;
  return (
    <Formik
      initialValues={{ number: '' }}
      validate={validateWith('kioskNumberSchema')}
      onSubmit={({ number }, { setFieldError, resetForm }) => {
        const error = onNumber(number.trim());
        if (error) setFieldError('number', error);
        else resetForm();
      }}
    >
      <Form noValidate aria-label={t.numberTitle}>
        <Row>
          <TextField name="number" label={t.number} autoComplete="off" />
          <Button type="submit">{t.find}</Button>
        </Row>
      </Form>
    </Formik>
  );
}
