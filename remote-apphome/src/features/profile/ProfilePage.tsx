/** /apphome/homeprofile: the signed-in user's details, with the user code an app's administrator adds them by. */
import { Card, CardTitle, Muted, Spinner, messages, useUserDetails } from '@times/shared-sdk';
import { FactList, appMessages } from '@times/shared-sdk/app';

export function ProfilePage() {
  const user = useUserDetails();
  const t = messages.auth;
  const a = appMessages.appHome;
  if (!user) return <Spinner />;
  return (
    <Card>
      <CardTitle>{a.profileTitle}</CardTitle>
      <FactList
        facts={[
          [t.name, user.nm],
          [t.surname, user.snm],
          [t.mobile, `+${user.mbl}`],
          [t.email, user.eml],
          [t.dateOfBirth, user.dob],
          [t.gender, user.gender === 1 ? t.male : t.female],
          [
            a.userCode,
            <>
              <span data-testid="user-code">{user.usrcd}</span> <Muted>{a.userCodeHint}</Muted>
            </>,
          ],
        ]}
      />
    </Card>
  );
}
