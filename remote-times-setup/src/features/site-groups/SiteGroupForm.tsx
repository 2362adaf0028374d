/** Add/Update Site Group: the group name (2 to 45). */
import { Form, Formik } from 'formik';
import { Alert, Button, Row, TextField, validateWith } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const t = appMessages.setup;

interface Props {
  initialName: string;
  error: string | null;
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
}

export function SiteGroupForm({ initialName, error, onSubmit, onCancel }: Props) {
  return (
    <Formik initialValues={{ gnm: initialName }} enableReinitialize validate={validateWith('siteGroupSchema')} onSubmit={(values) => onSubmit(values.gnm.trim())}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t.sites.groupTabs.add}>
          <TextField name="gnm" label={t.sites.groupName} />
          {error && <Alert>{error}</Alert>}
          <Row>
            <Button type="submit" disabled={isSubmitting}>
              {initialName ? t.update : t.sites.addGroup}
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
