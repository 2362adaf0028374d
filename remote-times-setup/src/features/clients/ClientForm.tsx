/** Add or update a client: name, client type, start date. */
import { Form, Formik } from 'formik';
import { Alert, SelectField, TextField, validateWith } from '@times/shared-sdk';
import type { ClientType } from '@times/shared-sdk';
import { FormActions, appMessages } from '@times/shared-sdk/app';

const t = appMessages.setup;

export interface ClientValues {
  clntd?: string;
  name: string;
  clnt_tpd: string;
  dt_started: string;
}

interface Props {
  initial: ClientValues;
  types: ClientType[];
  error: string | null;
  onSubmit: (values: ClientValues) => Promise<void>;
  onCancel?: () => void;
}

export function ClientForm({ initial, types, error, onSubmit, onCancel }: Props) {
  const isUpdate = Boolean(initial.clntd);
  return (
    <Formik
      initialValues={initial}
      enableReinitialize
      validate={validateWith(isUpdate ? 'clientUpdateSchema' : 'clientAddSchema')}
      onSubmit={(values) => onSubmit(values)}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={isUpdate ? t.clients.details : t.clients.tabs.add}>
          <TextField name="name" label={t.clients.name} />
          <SelectField name="clnt_tpd" label={t.clients.type}>
            <option value="">{t.clients.selectType}</option>
            {types.map((type) => (
              <option key={type.tpd} value={type.tpd}>
                {type.name}
              </option>
            ))}
          </SelectField>
          <TextField name="dt_started" label={t.clients.startDate} type="date" />
          {error && <Alert>{error}</Alert>}
          <FormActions submitLabel={isUpdate ? t.update : t.save} submitting={isSubmitting} onClose={onCancel} />
        </Form>
      )}
    </Formik>
  );
}
