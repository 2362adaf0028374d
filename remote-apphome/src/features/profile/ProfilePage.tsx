/** /apphome/homeprofile: the signed-in user's details. */
import styled from 'styled-components';
import { Card, CardTitle, Spinner, messages, useUserDetails } from '@times/shared-sdk';
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
  if (!user) return <Spinner />;
  return (
    <Card>
      <CardTitle>{appMessages.appHome.profileTitle}</CardTitle>
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
      </Details>
    </Card>
  );
}
