/**
 * My Times' own way out, lighter than the signed-in areas' user menu (which would bring their whole module to a
 * phone): the employee's name and Sign out, which drops the session and goes to the sign-in page.
 */
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Routes, useSessionStore } from '@times/shared-sdk';
import { myTimesMessages } from '@times/shared-sdk/mytimes';

const Button = styled.button`
  background: none;
  border: 1px solid rgba(255, 255, 255, 0.4);
  color: #fff;
  font: inherit;
  font-weight: 600;
  padding: 6px 12px;
  border-radius: 6px;
  cursor: pointer;
  white-space: nowrap;
`;

export function SignOut() {
  const navigate = useNavigate();
  const clearUser = useSessionStore((s) => s.clearUser);
  return (
    <Button
      type="button"
      onClick={() => {
        clearUser();
        void navigate(Routes.LOGIN, { replace: true });
      }}
    >
      {myTimesMessages.signOut}
    </Button>
  );
}
