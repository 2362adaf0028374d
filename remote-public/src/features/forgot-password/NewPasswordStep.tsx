/** Forgot password, step 2: the code that was sent and the new password. */
import { Form, Formik } from 'formik';
import { Alert, Button, TextField, messages, validateWith, type NewPasswordForm } from '@times/shared-sdk';
import { OtpCountdown } from '../../components/OtpCountdown';
import { useCountdown } from '../../components/useCountdown';

const t = messages.auth;

interface Props {
  expiresAt: string;
  error: string | null;
  onSubmit: (values: NewPasswordForm) => Promise<void>;
  onBack: () => void;
}

export function NewPasswordStep({ expiresAt, error, onSubmit, onBack }: Props) {
  const secondsLeft = useCountdown(expiresAt);
  return (
    <Formik
      initialValues={{ otp: '', password: '', retype: '' }}
      validate={validateWith('newPasswordFormSchema')}
      onSubmit={(values) => onSubmit(values)}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t.newPasswordTitle}>
          <OtpCountdown secondsLeft={secondsLeft} expiredText={t.resetCodeExpired} />
          <TextField name="otp" label={t.otp} inputMode="numeric" autoComplete="one-time-code" />
          <TextField name="password" label={t.newPassword} type="password" autoComplete="new-password" />
          <TextField name="retype" label={t.retypePassword} type="password" autoComplete="new-password" />
          {error && <Alert>{error}</Alert>}
          <Button type="submit" $block disabled={isSubmitting || secondsLeft === 0}>
            {t.savePassword}
          </Button>
          <p>
            <Button type="button" $variant="link" onClick={onBack}>
              {t.requestNewCode}
            </Button>
          </p>
        </Form>
      )}
    </Formik>
  );
}
