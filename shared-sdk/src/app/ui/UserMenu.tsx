/**
 * The user-name dropdown of the signed-in top bars (the app home's and the Times frame's, spec 000
 * section 2 and spec 001 section 2.1): Profile and Accounts open modals titled so (their contents
 * are placeholders, as the spec says), Sign out drops the user and goes to the sign-in page.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Muted, Routes, messages, useSessionStore, type UserDetails } from '@times/shared-sdk';
import { appMessages } from '../catalogue/appMessages';
import { Modal } from './Modal';

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

type Dialog = 'profile' | 'accounts' | null;

export function UserMenu({ user }: { user: UserDetails | null }) {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const navigate = useNavigate();
  const clearUser = useSessionStore((s) => s.clearUser);
  const t = appMessages.appHome;

  function handleOpen(which: Dialog) {
    setOpen(false);
    setDialog(which);
  }

  function handleSignOut() {
    clearUser();
    void navigate(Routes.LOGIN, { replace: true });
  }

  return (
    <Wrap>
      <Toggle type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {user ? `${user.nm} ${user.snm}` : messages.common.loading}
      </Toggle>
      {open && (
        <Menu role="menu">
          <li>
            <button type="button" role="menuitem" onClick={() => handleOpen('profile')}>
              {appMessages.menu.profile}
            </button>
          </li>
          <li>
            <button type="button" role="menuitem" onClick={() => handleOpen('accounts')}>
              {appMessages.menu.accounts}
            </button>
          </li>
          <li>
            <button type="button" role="menuitem" onClick={handleSignOut}>
              {appMessages.menu.signOut}
            </button>
          </li>
        </Menu>
      )}
      {dialog && (
        <Modal title={dialog === 'profile' ? t.profileTitle : t.accountsTitle} onClose={() => setDialog(null)}>
          <Muted>{t.placeholder}</Muted>
        </Modal>
      )}
    </Wrap>
  );
}
