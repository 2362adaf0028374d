/**
 * The page of an employee's invitation link (issue 31): which app invites whom, until when; Sign up
 * opens the registration with the name and the invited mobile filled in (the code sent to that
 * mobile links the new account), and a person who has an account signs in (a sign-in with that
 * mobile links it). A link that is not valid any more says why.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Card,
  CardTitle,
  Narrow,
  Routes,
  Spinner,
  invitationsApi,
  messages,
  useApiAction,
} from '@times/shared-sdk';
import type { InvitationDetails } from '@times/shared-sdk';
import type { SignUpLocationState } from '../signup/SignUpPage';

const t = messages.invitation;

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function InvitationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { error, run } = useApiAction();
  const [invitation, setInvitation] = useState<InvitationDetails | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    void run((signal) => invitationsApi.details(token, { signal })).then((data) => {
      setInvitation(data?.invitation ?? null);
      setLoaded(true);
    });
  }, [run, token]);

  const signUp = () => {
    if (!invitation) return;
    const state: SignUpLocationState = { invited: invitation };
    void navigate(Routes.SIGNUP, { state });
  };

  return (
    <Narrow>
      <Card>
        <CardTitle>{t.title}</CardTitle>
        {!loaded && <Spinner />}
        {error && (
          <>
            <Alert>{error}</Alert>
            <Link to={Routes.LOGIN}>{messages.auth.signInTitle}</Link>
          </>
        )}
        {invitation && (
          <>
            <p>
              <strong>{t.invites(invitation.app_name, `${invitation.name} ${invitation.surname}`.trim())}</strong>
            </p>
            <p>{t.explain}</p>
            <p>{t.expires(dayFormat.format(new Date(invitation.expires_at)))}</p>
            <Button type="button" $block onClick={signUp}>
              {t.signUp}
            </Button>
            <p style={{ textAlign: 'center' }}>
              <Link to={Routes.LOGIN}>{t.signIn}</Link>
            </p>
          </>
        )}
      </Card>
    </Narrow>
  );
}
