/** The New organization tab: name, registration and VAT numbers. */
import { Form, Formik } from 'formik';
import { Alert, Button, TextField, validateWith, type OrganizationForm as Values } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const t = appMessages.newApp;
const EMPTY = { name: '', regno: '', vatno: '' };

export function OrganizationForm({
  error,
  onSubmit,
}: {
  error: string | null;
  onSubmit: (values: Values) => Promise<void>;
}) {
  return (
    <Formik
      initialValues={EMPTY}
      validate={validateWith('organizationFormSchema')}
      onSubmit={(values) => onSubmit(values)}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t.newOrganization}>
          <TextField name="name" label={t.organizationName} />
          <TextField name="regno" label={t.regNo} />
          <TextField name="vatno" label={t.vatNo} />
          {error && <Alert>{error}</Alert>}
          <Button type="submit" disabled={isSubmitting}>
            {t.addOrganization}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
