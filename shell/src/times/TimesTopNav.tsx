/**
 * Top navigation of the Times app (spec 001 section 2.1): the menu button (narrow screens), the
 * logo, the app name, the way back to the app home and the user's full name as the user menu
 * (Profile and Accounts modals, Sign out).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Routes, useUserDetails } from '@times/shared-sdk';
import { UserMenu, appMessages } from '@times/shared-sdk/app';
import { BrandLogo } from './BrandLogo';
import { NARROW_SCREEN } from './narrowScreen';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 10px 20px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  a { color: #e8dcf5; text-decoration: none; font-weight: 600; font-size: 0.85rem; }
  @media ${NARROW_SCREEN} { flex-wrap: wrap; gap: 8px 12px; padding: 8px 12px; }
`;

const AppName = styled.span`
  font-weight: 700;
  flex: 1;
`;

export function TimesTopNav({ appName, menuButton }: { appName: string; menuButton: ReactNode }) {
  const user = useUserDetails();
  return (
    <Bar>
      {menuButton}
      <Link to="/apptimes" aria-label="Times home">
        <BrandLogo />
      </Link>
      <AppName data-testid="times-app-name">{appName}</AppName>
      <Link to={Routes.APPHOME}>{appMessages.menu.appHome}</Link>
      <UserMenu user={user} />
    </Bar>
  );
}
