/** Sign in by mobile (the default) or e-mail, then /apphome. */
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Alert,
  Card,
  CardTitle,
  Narrow,
  Routes,
  authApi,
  messages,
  useApiAction,
  useSessionStore,
} from '@times/shared-sdk';
import type { LoginForm } from '@times/shared-sdk';
import { SignInForm } from './SignInForm';
import { toLoginRequest } from './toLoginRequest';

export interface SignInLocationState {
  passwordChanged?: boolean;
}

export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSessionStore((s) => s.signedIn);
  const { error, run } = useApiAction();
  const passwordChanged = Boolean((location.state as SignInLocationState | null)?.passwordChanged);

  async function handleSubmit(values: LoginForm) {
    const data = await run((signal) => authApi.login(toLoginRequest(values), { signal }));
    if (!data) return;
    signedIn(data.session);
    void navigate(Routes.APPHOME, { replace: true });
  }

  return (
    <Narrow>
      <Card>
        <CardTitle>{messages.auth.signInTitle}</CardTitle>
        {passwordChanged && <Alert tone="success">{messages.auth.passwordChanged}</Alert>}
        <SignInForm error={error} onSubmit={handleSubmit} />
      </Card>
    </Narrow>
  );
}
