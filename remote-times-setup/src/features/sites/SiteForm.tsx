/** New or edit site: name, client, group, operations manager ('Not Applicable' first), the apply flags, the place. */
import { ErrorMessage, Form, Formik } from 'formik';
import { Alert, FieldError, SelectField, TextField, validateWith } from '@times/shared-sdk';
import { CheckboxField, FormActions, appMessages } from '@times/shared-sdk/app';
import { PlaceField } from './PlaceField';
import type { SiteValues } from './toSiteWrite';
import type { SiteChoices } from './useSiteChoices';

const t = appMessages.setup;

interface Props {
  initial: SiteValues;
  choices: SiteChoices;
  error: string | null;
  submitLabel: string;
  onSubmit: (values: SiteValues) => Promise<void>;
  onClose?: () => void;
}

export function SiteForm({ initial, choices, error, submitLabel, onSubmit, onClose }: Props) {
  return (
    <Formik initialValues={initial} validate={validateWith('siteFormSchema')} onSubmit={(values) => onSubmit(values)}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t.sites.tabs.add}>
          <TextField name="nm" label={t.sites.name} />
          <SelectField name="clnt" label={t.sites.client}>
            <option value="">{t.sites.selectClient}</option>
            {choices.clients.map((client) => (
              <option key={client.cntd} value={client.cntd}>
                {client.name}
              </option>
            ))}
          </SelectField>
          <SelectField name="sgd" label={t.sites.group}>
            <option value="">{t.sites.selectGroup}</option>
            {choices.groups.map((group) => (
              <option key={group.gd} value={group.gd}>
                {group.name}
              </option>
            ))}
          </SelectField>
          <SelectField name="ops" label={t.sites.opsManager}>
            {[{ opsd: '', name: t.sites.notApplicable }, ...choices.opsManagers].map((manager) => (
              <option key={manager.opsd || 'none'} value={manager.opsd}>
                {manager.name}
              </option>
            ))}
          </SelectField>
          <div>
            <CheckboxField name="gen_emply" label={t.sites.applyGeneral} />
            <CheckboxField name="usr_emply" label={t.sites.applyUser} />
            <ErrorMessage name="usr_emply" component={FieldError} />
          </div>
          <PlaceField name="loc_autocomplete" />
          {error && <Alert>{error}</Alert>}
          <FormActions submitLabel={submitLabel} submitting={isSubmitting} onClose={onClose} />
        </Form>
      )}
    </Formik>
  );
}
