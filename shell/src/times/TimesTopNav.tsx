/**
 * Top navigation of the Times app (spec 001 section 2.1): the logo, the app name, the user's full
 * name as the user menu (Profile and Accounts modals, Sign out) and the way back to the app home.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Routes, useUserDetails } from '@times/shared-sdk';
import { UserMenu, appMessages } from '@times/shared-sdk/app';
import { BrandLogo } from './BrandLogo';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 10px 20px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  a { color: #e8dcf5; text-decoration: none; font-weight: 600; font-size: 0.85rem; }
`;

const AppName = styled.span`
  font-weight: 700;
  flex: 1;
`;

export function TimesTopNav({ appName }: { appName: string }) {
  const user = useUserDetails();
  return (
    <Bar>
      <Link to="/apptimes" aria-label="Times home">
        <BrandLogo />
      </Link>
      <AppName data-testid="times-app-name">{appName}</AppName>
      <Link to={Routes.APPHOME}>{appMessages.menu.appHome}</Link>
      <UserMenu user={user} />
    </Bar>
  );
}
