/** Step 2 of sign up: the OTP sent to the mobile number, with a countdown to its expiry. */
import { Form, Formik } from 'formik';
import { Alert, Button, Muted, TextField, messages, validateWith } from '@times/shared-sdk';
import { OtpCountdown } from '../../components/OtpCountdown';
import { useCountdown } from '../../components/useCountdown';

const t = messages.auth;

interface Props {
  expiresAt: string;
  error: string | null;
  onVerify: (otp: string) => Promise<void>;
  onBack: () => void;
}

export function OtpStep({ expiresAt, error, onVerify, onBack }: Props) {
  const secondsLeft = useCountdown(expiresAt);
  return (
    <Formik
      initialValues={{ otp: '' }}
      validate={validateWith('otpFormSchema')}
      onSubmit={(values) => onVerify(values.otp.trim())}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t.otpTitle}>
          <Muted>{t.otpHint}</Muted>
          <OtpCountdown secondsLeft={secondsLeft} expiredText={t.otpExpired} />
          <TextField name="otp" label={t.otp} inputMode="numeric" autoComplete="one-time-code" />
          {error && <Alert>{error}</Alert>}
          <Button type="submit" $block disabled={isSubmitting || secondsLeft === 0}>
            {t.verify}
          </Button>
          <p>
            <Button type="button" $variant="link" onClick={onBack}>
              {t.backToSignUp}
            </Button>
          </p>
        </Form>
      )}
    </Formik>
  );
}
