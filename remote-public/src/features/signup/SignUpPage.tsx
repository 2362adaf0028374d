/**
 * Sign up: the registration form, then OTP verification, then /apphome. From an employee's
 * invitation (issue 31) the form starts with their name and the invited mobile.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Card, CardTitle, Narrow, Routes, authApi, messages, useApiAction, useSessionStore } from '@times/shared-sdk';
import type { InvitationDetails } from '@times/shared-sdk';
import { EMPTY_REGISTRATION, RegistrationForm } from './RegistrationForm';
import { OtpStep } from './OtpStep';
import { toRegistrationRequest } from './toRegistrationRequest';

type Step = { name: 'form' } | { name: 'otp'; expiresAt: string };

/** What the invitation's page hands the sign-up (navigation state). */
export interface SignUpLocationState {
  invited?: InvitationDetails;
}

const fromInvitation = (invited: InvitationDetails | undefined): typeof EMPTY_REGISTRATION =>
  invited
    ? {
        ...EMPTY_REGISTRATION,
        name: invited.name,
        surname: invited.surname,
        country: invited.country_code,
        mobile: invited.mobile,
      }
    : EMPTY_REGISTRATION;

export function SignUpPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const startVerification = useSessionStore((s) => s.startVerification);
  const verificationDone = useSessionStore((s) => s.verificationDone);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [typed, setTyped] = useState(() => fromInvitation((location.state as SignUpLocationState | null)?.invited));
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
        <CardTitle>{step.name === 'form' ? messages.auth.signUpTitle : messages.auth.otpTitle}</CardTitle>
        {step.name === 'form' ? (
          <RegistrationForm initialValues={typed} error={error} onSubmit={handleRegister} />
        ) : (
          <OtpStep expiresAt={step.expiresAt} error={error} onVerify={handleVerify} onBack={handleBack} />
        )}
      </Card>
    </Narrow>
  );
}
