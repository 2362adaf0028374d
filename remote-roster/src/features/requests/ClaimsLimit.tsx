/**
 * The app's limit of open shifts one employee may claim per roster (taken or waiting), an admin's to change on the
 * Requests page: a whole number, or empty for no limit (marketplaceSettingsSchema's rule), saved with its button.
 */
import { Form, Formik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, TextField, useApiAction, validateWith } from '@times/shared-sdk';
import { appMessages, requestsApi } from '@times/shared-sdk/app';

const r = appMessages.myTimes.requests;

/** A number of a few digits: a narrow field, its hint under it, the button beside neither. */
const Box = styled(Form)`
  margin: 8px 0 16px;
  input {
    max-width: 8rem;
  }
  p {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

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
        <Box noValidate aria-label={r.claimsLimit}>
          <TextField
            name="claims_limit"
            label={r.claimsLimit}
            inputMode="numeric"
            aria-describedby="claims-limit-hint"
          />
          <p>{r.claimsLimitHint}</p>
          <Button type="submit" $variant="secondary" disabled={isSubmitting}>
            {r.saveLimit}
          </Button>
          {saved && <Alert tone="success">{r.settingsSaved}</Alert>}
          {error && <Alert>{error}</Alert>}
        </Box>
      )}
    </Formik>
  );
}
