/** The user-name dropdown of the top bar. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Routes, messages, useSessionStore, type UserDetails } from '@times/shared-sdk';

const Wrap = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  background: none;
  border: 1px solid rgba(255, 255, 255, 0.4);
  color: #fff;
  font: inherit;
  font-weight: 600;
  padding: 6px 12px;
  border-radius: 6px;
  cursor: pointer;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  list-style: none;
  margin: 0;
  padding: 6px 0;
  min-width: 180px;
  background: #fff;
  border-radius: 8px;
  box-shadow: ${({ theme }) => theme.shadow};
  z-index: 10;
  button {
    width: 100%;
    text-align: left;
    background: none;
    border: none;
    font: inherit;
    padding: 8px 16px;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
  }
  button:hover { background: ${({ theme }) => theme.colors.brandLight}; }
`;

export function UserMenu({ user }: { user: UserDetails | null }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const clearUser = useSessionStore((s) => s.clearUser);

  function handleSignOut() {
    clearUser();
    navigate(Routes.LOGIN, { replace: true });
  }

  return (
    <Wrap>
      <Toggle type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {user ? `${user.nm} ${user.snm}` : messages.common.loading}
      </Toggle>
      {open && (
        <Menu role="menu">
          <li>
            <button type="button" role="menuitem" onClick={handleSignOut}>
              {messages.menu.signOut}
            </button>
          </li>
        </Menu>
      )}
    </Wrap>
  );
}
