/** /apphome/homeprofile: the signed-in user's details, with the user code an app's administrator adds them by. */
import styled from 'styled-components';
import { Card, CardTitle, Muted, Spinner, messages, useUserDetails } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 20px;
  margin: 0;
  dt { font-weight: 600; color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; }
`;

export function ProfilePage() {
  const user = useUserDetails();
  const t = messages.auth;
  const a = appMessages.appHome;
  if (!user) return <Spinner />;
  return (
    <Card>
      <CardTitle>{a.profileTitle}</CardTitle>
      <Details>
        <dt>{t.name}</dt>
        <dd>{user.nm}</dd>
        <dt>{t.surname}</dt>
        <dd>{user.snm}</dd>
        <dt>{t.mobile}</dt>
        <dd>+{user.mbl}</dd>
        <dt>{t.email}</dt>
        <dd>{user.eml || '-'}</dd>
        <dt>{t.dateOfBirth}</dt>
        <dd>{user.dob}</dd>
        <dt>{t.gender}</dt>
        <dd>{user.gender === 1 ? t.male : t.female}</dd>
        <dt>{a.userCode}</dt>
        <dd>
          <span data-testid="user-code">{user.usrcd}</span> <Muted>{a.userCodeHint}</Muted>
        </dd>
      </Details>
    </Card>
  );
}
