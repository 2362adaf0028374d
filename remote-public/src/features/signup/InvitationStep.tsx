/**
 * The first step of a sign-up from an employee's invitation link (issue 31, /approot/invite/:token): which app
 * invites whom, until when; Sign up goes on to the registration form with the name and the invited mobile filled in
 * (the code sent to that mobile links the new account), and a person who has an account signs in instead (a sign-in
 * with that mobile links it). A link that is not valid any more says why.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Routes, Spinner, messages, useApiAction } from '@times/shared-sdk';
import type { InvitationDetails } from '@times/shared-sdk';
import { invitationsApi, myTimesMessages } from '@times/shared-sdk/mytimes';

const t = myTimesMessages.invitation;

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function InvitationStep({ token, onSignUp }: { token: string; onSignUp: (invited: InvitationDetails) => void }) {
  const { error, run } = useApiAction();
  const [invitation, setInvitation] = useState<InvitationDetails | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    void run((signal) => invitationsApi.details(token, { signal })).then((data) => {
      setInvitation(data?.invitation ?? null);
      setLoaded(true);
    });
  }, [run, token]);

  if (!loaded) return <Spinner />;
  if (!invitation)
    return (
      <>
        {error && <Alert>{error}</Alert>}
        <Link to={Routes.LOGIN}>{messages.auth.signInTitle}</Link>
      </>
    );
  return (
    <>
      <p>
        <strong>{t.invites(invitation.app_name, `${invitation.name} ${invitation.surname}`.trim())}</strong>
      </p>
      <p>{t.explain}</p>
      <p>{t.expires(dayFormat.format(new Date(invitation.expires_at)))}</p>
      <Button type="button" $block onClick={() => onSignUp(invitation)}>
        {t.signUp}
      </Button>
      <p style={{ textAlign: 'center' }}>
        <Link to={Routes.LOGIN}>{t.signIn}</Link>
      </p>
    </>
  );
}
