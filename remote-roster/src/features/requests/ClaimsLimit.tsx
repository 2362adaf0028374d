/**
 * The app's limit of open shifts one employee may claim per roster (taken or waiting), an admin's to change on the
 * Requests page: a whole number, or empty for no limit (marketplaceSettingsSchema's rule), saved with its button.
 */
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Alert, Button, TextField, useApiAction, validateWith } from '@times/shared-sdk';
import { appMessages, requestsApi } from '@times/shared-sdk/app';

const r = appMessages.myTimes.requests;

/** The field's text as the call sends it: empty is no limit. */
const limitOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

const checked = validateWith<{ claims_limit: number | null }>('marketplaceSettingsSchema');

export function ClaimsLimit({ limit }: { limit: number | null }) {
  const [saved, setSaved] = useState(false);
  const { error, run } = useApiAction();
  return (
    <Formik
      initialValues={{ claims_limit: limit === null ? '' : String(limit) }}
      validate={async (values) => checked({ claims_limit: limitOf(values.claims_limit) })}
      onSubmit={async (values, { resetForm }) => {
        setSaved(false);
        const data = await run((signal) =>
          requestsApi.marketplace({ claims_limit: limitOf(values.claims_limit) }, { signal }),
        );
        if (!data) return;
        resetForm({ values: { claims_limit: data.claims_limit === null ? '' : String(data.claims_limit) } });
        setSaved(true);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={r.claimsLimit}>
          <TextField
            name="claims_limit"
            label={r.claimsLimit}
            inputMode="numeric"
            aria-describedby="claims-limit-hint"
          />
          <p id="claims-limit-hint">{r.claimsLimitHint}</p>
          <Button type="submit" $variant="secondary" disabled={isSubmitting}>
            {r.saveLimit}
          </Button>
          {saved && <Alert tone="success">{r.settingsSaved}</Alert>}
          {error && <Alert>{error}</Alert>}
        </Form>
      )}
    </Formik>
  );
}
