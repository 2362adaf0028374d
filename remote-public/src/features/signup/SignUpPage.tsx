/**
 * Sign up: the registration form, then OTP verification, then /apphome. From an employee's
 * invitation link (issue 31, /approot/invite/:token) the invitation comes first and the form
 * starts with their name and the invited mobile.
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Card, CardTitle, Narrow, Routes, authApi, messages, useApiAction, useSessionStore } from '@times/shared-sdk';
import type { InvitationDetails } from '@times/shared-sdk';
import { myTimesMessages } from '@times/shared-sdk/mytimes';
import { EMPTY_REGISTRATION, RegistrationForm } from './RegistrationForm';
import { InvitationStep } from './InvitationStep';
import { OtpStep } from './OtpStep';
import { toRegistrationRequest } from './toRegistrationRequest';

type Step = { name: 'invitation' } | { name: 'form' } | { name: 'otp'; expiresAt: string };

const fromInvitation = (invited: InvitationDetails): typeof EMPTY_REGISTRATION => ({
  ...EMPTY_REGISTRATION,
  name: invited.name,
  surname: invited.surname,
  country: invited.country_code,
  mobile: invited.mobile,
});

export function SignUpPage() {
  const navigate = useNavigate();
  const { token } = useParams();
  const startVerification = useSessionStore((s) => s.startVerification);
  const verificationDone = useSessionStore((s) => s.verificationDone);
  const [step, setStep] = useState<Step>(token ? { name: 'invitation' } : { name: 'form' });
  const [typed, setTyped] = useState(EMPTY_REGISTRATION);
  const { error, setError, run } = useApiAction();

  async function handleRegister(values: typeof EMPTY_REGISTRATION) {
    setTyped(values);
    // Validated by the registration schema before formik calls this.
    const request = toRegistrationRequest(values);
    const data = await run((signal) => authApi.register(request, { signal }));
    if (!data) return;
    startVerification(data.session);
    setStep({ name: 'otp', expiresAt: data.dt_eotp });
  }

  async function handleVerify(otp: string) {
    const data = await run((signal) => authApi.verifyOtp({ otp, otp_tp: 1 }, { signal }));
    if (!data) return;
    verificationDone();
    void navigate(Routes.APPHOME, { replace: true });
  }

  function handleBack() {
    setError(null);
    setStep({ name: 'form' });
  }

  return (
    <Narrow>
      <Card>
        <CardTitle>
          {step.name === 'invitation'
            ? myTimesMessages.invitation.title
            : step.name === 'form'
              ? messages.auth.signUpTitle
              : messages.auth.otpTitle}
        </CardTitle>
        {step.name === 'invitation' && token ? (
          <InvitationStep
            token={token}
            onSignUp={(invited) => {
              setTyped(fromInvitation(invited));
              setStep({ name: 'form' });
            }}
          />
        ) : step.name === 'form' ? (
          <RegistrationForm initialValues={typed} error={error} onSubmit={handleRegister} />
        ) : step.name === 'otp' ? (
          <OtpStep expiresAt={step.expiresAt} error={error} onVerify={handleVerify} onBack={handleBack} />
        ) : null}
      </Card>
    </Narrow>
  );
}
