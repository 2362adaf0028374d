/** Step 1 of sign up: the registration form. */
import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import {
  Alert,
  Button,
  CountrySelect,
  Grid2,
  PLACEHOLDER_COUNTRY_CODE,
  RadioGroup,
  Routes,
  TextField,
  messages,
  validateWith,
} from '@times/shared-sdk';
import { GENDER_OPTIONS } from '../../components/genderOptions';

const t = messages.auth;

export const EMPTY_REGISTRATION = {
  name: '',
  surname: '',
  email: '',
  dob: '',
  gender: '' as unknown as number,
  country: PLACEHOLDER_COUNTRY_CODE,
  mobile: '',
  password: '',
  retype: '',
};

interface Props {
  initialValues: typeof EMPTY_REGISTRATION;
  error: string | null;
  onSubmit: (values: typeof EMPTY_REGISTRATION) => Promise<void>;
}

export function RegistrationForm({ initialValues, error, onSubmit }: Props) {
  return (
    <Formik
      initialValues={initialValues}
      validate={validateWith('registrationFormSchema')}
      onSubmit={(values) => onSubmit(values)}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t.signUpTitle}>
          <Grid2>
            <TextField name="name" label={t.name} autoComplete="given-name" />
            <TextField name="surname" label={t.surname} autoComplete="family-name" />
          </Grid2>
          <TextField name="email" label={t.emailOptional} type="email" autoComplete="email" />
          <Grid2>
            <TextField name="dob" label={t.dateOfBirth} type="date" />
            <RadioGroup name="gender" legend={t.gender} options={GENDER_OPTIONS} />
          </Grid2>
          <Grid2>
            <CountrySelect />
            <TextField name="mobile" label={t.mobileNumber} inputMode="tel" autoComplete="tel-national" />
          </Grid2>
          <Grid2>
            <TextField name="password" label={t.password} type="password" autoComplete="new-password" />
            <TextField name="retype" label={t.retypePassword} type="password" autoComplete="new-password" />
          </Grid2>
          {error && <Alert>{error}</Alert>}
          <Button type="submit" $block disabled={isSubmitting}>
            {t.signUp}
          </Button>
          <p>
            <Link to={Routes.LOGIN}>{t.haveAccount}</Link>
          </p>
        </Form>
      )}
    </Formik>
  );
}
