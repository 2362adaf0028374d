import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import {
  Alert,
  Button,
  CountrySelect,
  LoginMethod,
  PLACEHOLDER_COUNTRY_CODE,
  RadioGroup,
  Routes,
  TextField,
  messages,
  validateWith,
  type LoginForm,
} from '@times/shared-sdk';

const t = messages.auth;

const METHOD_OPTIONS = [
  { value: LoginMethod.MOBILE, label: t.mobile },
  { value: LoginMethod.EMAIL, label: t.email },
] as const;

const INITIAL = {
  method: LoginMethod.MOBILE as 1 | 2,
  country: PLACEHOLDER_COUNTRY_CODE,
  mobile: '',
  email: '',
  password: '',
};

export function SignInForm({
  error,
  onSubmit,
}: {
  error: string | null;
  onSubmit: (values: LoginForm) => Promise<void>;
}) {
  return (
    <Formik initialValues={INITIAL} validate={validateWith('loginFormSchema')} onSubmit={(values) => onSubmit(values)}>
      {({ values, isSubmitting }) => (
        <Form noValidate aria-label={t.signInTitle}>
          <RadioGroup name="method" legend={t.loginMethod} options={METHOD_OPTIONS} />
          {values.method === LoginMethod.MOBILE ? (
            <>
              <CountrySelect />
              <TextField name="mobile" label={t.mobileNumber} inputMode="tel" autoComplete="tel-national" />
            </>
          ) : (
            <TextField name="email" label={t.emailAddress} type="email" autoComplete="email" />
          )}
          <TextField name="password" label={t.password} type="password" autoComplete="current-password" />
          {error && <Alert>{error}</Alert>}
          <Button type="submit" $block disabled={isSubmitting}>
            {t.signIn}
          </Button>
          <p>
            <Link to={Routes.FORGOT_PASSWORD}>{t.forgotPasswordLink}</Link>
            {' · '}
            <Link to={Routes.SIGNUP}>{t.noAccount}</Link>
          </p>
        </Form>
      )}
    </Formik>
  );
}
