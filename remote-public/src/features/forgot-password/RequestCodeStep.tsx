/** Forgot password, step 1: the mobile number to send a reset code to. */
import { Form, Formik } from 'formik';
import {
  Alert,
  Button,
  CountrySelect,
  Muted,
  PLACEHOLDER_COUNTRY_CODE,
  TextField,
  messages,
  validateWith,
  type ForgotPasswordForm,
} from '@times/shared-sdk';

const t = messages.auth;

export function RequestCodeStep({
  error,
  onSubmit,
}: {
  error: string | null;
  onSubmit: (values: ForgotPasswordForm) => Promise<void>;
}) {
  return (
    <Formik
      initialValues={{ country: PLACEHOLDER_COUNTRY_CODE, mobile: '' }}
      validate={validateWith('forgotPasswordFormSchema')}
      onSubmit={(values) => onSubmit(values)}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t.forgotPasswordTitle}>
          <Muted>{t.forgotPasswordHint}</Muted>
          <CountrySelect />
          <TextField name="mobile" label={t.mobileNumber} inputMode="tel" autoComplete="tel-national" />
          {error && <Alert>{error}</Alert>}
          <Button type="submit" $block disabled={isSubmitting}>
            {t.sendCode}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
