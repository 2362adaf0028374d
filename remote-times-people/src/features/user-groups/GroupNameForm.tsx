/**
 * The one-field group name form of Add user group and of the rename in a group's detail: 'Group
 * name' 2-45 ('Group name is required', 'Max length exceeded'). What was typed stays on an error.
 */
import { Form, Formik } from 'formik';
import { Alert, Button, Row, TextField, validateWith } from '@times/shared-sdk';
import type { GroupNameValues } from '@times/shared-sdk';
import { groupText as t } from './groupText';

interface Props {
  /** The current name when renaming; '' when adding. */
  initialName: string;
  submitLabel: string;
  formLabel: string;
  error: string | null;
  /** The trimmed name; resolves true when saved. */
  onSubmit: (name: string) => Promise<boolean>;
}

export function GroupNameForm({ initialName, submitLabel, formLabel, error, onSubmit }: Props) {
  return (
    <Formik<GroupNameValues>
      initialValues={{ group_name: initialName }}
      validate={validateWith('groupNameSchema')}
      onSubmit={async (values, helpers) => {
        const name = values.group_name.trim();
        if (await onSubmit(name)) helpers.resetForm({ values: { group_name: initialName ? name : '' } });
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={formLabel}>
          <TextField name="group_name" label={t.groupName} />
          {error && <Alert>{error}</Alert>}
          <Row>
            <Button type="submit" disabled={isSubmitting}>
              {submitLabel}
            </Button>
          </Row>
        </Form>
      )}
    </Formik>
  );
}
