/** The signed-in top bar: HOME, MESSAGES and the user-name dropdown. */
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Routes, messages, useUserDetails } from '@times/shared-sdk';
import { UserMenu, appMessages } from '@times/shared-sdk/app';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 10px 24px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  nav { display: flex; gap: 4px; flex: 1; }
  nav a { color: #e8dcf5; text-decoration: none; font-weight: 600; padding: 8px 12px; border-radius: 6px; font-size: 0.9rem; }
  nav a.active, nav a:hover { background: rgba(255, 255, 255, 0.14); color: #fff; }
  strong { letter-spacing: 0.04em; }
`;

export function TopBar() {
  const user = useUserDetails();
  return (
    <Bar>
      <strong>TIMES</strong>
      <nav aria-label="App home menu">
        <NavLink to={Routes.APPHOME} end>
          {messages.menu.home}
        </NavLink>
        <NavLink to={Routes.APPHOME_MESSAGES}>{appMessages.menu.messages}</NavLink>
      </nav>
      <UserMenu user={user} />
    </Bar>
  );
}
