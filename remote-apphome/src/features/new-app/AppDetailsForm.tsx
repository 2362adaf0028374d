/** The app form: name, description, handle and tags (split on commas). */
import { Form, Formik } from 'formik';
import { Alert, Button, TextField, validateWith, type NewAppForm } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const t = appMessages.newApp;
const EMPTY = { name: '', description: '', handle: '', tags: '' };

export function AppDetailsForm({
  error,
  onSubmit,
}: {
  error: string | null;
  onSubmit: (values: NewAppForm) => Promise<void>;
}) {
  return (
    <Formik initialValues={EMPTY} validate={validateWith('appFormSchema')} onSubmit={(values) => onSubmit(values)}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t.title}>
          <TextField name="name" label={t.appName} />
          <TextField name="description" label={t.description} />
          <TextField name="handle" label={t.handle} />
          <TextField name="tags" label={t.tags} />
          {error && <Alert>{error}</Alert>}
          <Button type="submit" disabled={isSubmitting}>
            {t.create}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
