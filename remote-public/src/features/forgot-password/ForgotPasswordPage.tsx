/** Forgot password: request a reset code, then the code and a new password, then sign in. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Card,
  CardTitle,
  Narrow,
  Routes,
  authApi,
  composeMobile,
  messages,
  useApiAction,
  type ForgotPasswordForm,
  type NewPasswordForm,
  type PasswordResetData,
} from '@times/shared-sdk';
import type { SignInLocationState } from '../signin/SignInPage';
import { NewPasswordStep } from './NewPasswordStep';
import { RequestCodeStep } from './RequestCodeStep';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [reset, setReset] = useState<PasswordResetData | null>(null);
  const { error, setError, run } = useApiAction();

  async function handleRequest(values: ForgotPasswordForm) {
    const data = await run((signal) =>
      authApi.forgotPassword({ mbl: composeMobile(values.country, values.mobile) }, { signal }),
    );
    if (data) setReset({ rfd: data.rfd, rfdd: data.rfdd, tmd: data.tmd, tmddc: data.tmddc, dt_eotp: data.dt_eotp });
  }

  async function handleNewPassword(values: NewPasswordForm) {
    if (!reset) return;
    const { rfd, rfdd, tmd, tmddc } = reset;
    const data = await run((signal) =>
      authApi.newPassword({ rfd, rfdd, tmd, tmddc, pass: values.password, otp: values.otp.trim() }, { signal }),
    );
    if (!data) return;
    const state: SignInLocationState = { passwordChanged: true };
    void navigate(Routes.LOGIN, { replace: true, state });
  }

  function handleBack() {
    setError(null);
    setReset(null);
  }

  return (
    <Narrow>
      <Card>
        <CardTitle>{reset ? messages.auth.newPasswordTitle : messages.auth.forgotPasswordTitle}</CardTitle>
        {reset ? (
          <NewPasswordStep expiresAt={reset.dt_eotp} error={error} onSubmit={handleNewPassword} onBack={handleBack} />
        ) : (
          <RequestCodeStep error={error} onSubmit={handleRequest} />
        )}
      </Card>
    </Narrow>
  );
}
