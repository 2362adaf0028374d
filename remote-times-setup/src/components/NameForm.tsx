/** A one-field form naming a record (client type, site group): add, or rename with Cancel. */
import { Form, Formik } from 'formik';
import { Alert, Button, Row, TextField, validateWith } from '@times/shared-sdk';
import type { SchemaName } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

interface Props {
  field: string;
  schema: SchemaName;
  label: string;
  addLabel: string;
  formLabel: string;
  /** The current name when renaming; '' when adding. */
  initialName: string;
  error: string | null;
  /** Resolves true when saved (an add then clears the field). */
  onSubmit: (name: string) => Promise<boolean>;
  onCancel?: () => void;
}

export function NameForm({ field, schema, label, addLabel, formLabel, initialName, error, onSubmit, onCancel }: Props) {
  const t = appMessages.setup;
  return (
    <Formik
      initialValues={{ [field]: initialName }}
      enableReinitialize
      validate={validateWith(schema)}
      onSubmit={async (values, helpers) => {
        if ((await onSubmit(String(values[field] ?? '').trim())) && !initialName) helpers.resetForm();
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={formLabel}>
          <TextField name={field} label={label} />
          {error && <Alert>{error}</Alert>}
          <Row>
            <Button type="submit" disabled={isSubmitting}>
              {initialName ? t.update : addLabel}
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
