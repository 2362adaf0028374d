/** Add or rename a client type. */
import { Form, Formik } from 'formik';
import { Alert, Button, Row, TextField, validateWith } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const t = appMessages.setup;

interface Props {
  initialName?: string;
  error: string | null;
  onSubmit: (name: string) => Promise<boolean>;
  onCancel?: () => void;
}

export function ClientTypeForm({ initialName = '', error, onSubmit, onCancel }: Props) {
  return (
    <Formik
      initialValues={{ name: initialName }}
      validate={validateWith('clientTypeSchema')}
      onSubmit={async (values, helpers) => {
        if ((await onSubmit(values.name.trim())) && !initialName) helpers.resetForm();
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={initialName ? t.rename : t.clients.addType}>
          <TextField name="name" label={t.clients.typeName} />
          {error && <Alert>{error}</Alert>}
          <Row>
            <Button type="submit" disabled={isSubmitting}>
              {initialName ? t.update : t.clients.addType}
            </Button>
            {onCancel && (
              <Button type="button" $variant="secondary" onClick={onCancel}>
                {t.cancel}
              </Button>
            )}
          </Row>
        </Form>
      )}
    </Formik>
  );
}
