/** The four pages of My Times: a bar at the bottom of a phone's screen, under the top bar on a wide one. */
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { SelfServiceRoutes, myTimesMessages } from '@times/shared-sdk/mytimes';

const n = myTimesMessages.nav;
const i = myTimesMessages.inbox;

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 10;
  display: flex;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  a {
    flex: 1;
    min-height: 56px;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    text-decoration: none;
  }
  a.active {
    color: ${({ theme }) => theme.colors.brand};
    box-shadow: inset 0 3px 0 ${({ theme }) => theme.colors.accent};
  }
  @media (min-width: 720px) {
    position: static;
    justify-content: center;
    border-top: none;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    a {
      flex: 0 0 160px;
    }
  }
`;

const Count = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 0.75rem;
  line-height: 20px;
  text-align: center;
`;

export function BottomNav({ unread }: { unread: number }) {
  return (
    <Bar aria-label={n.label}>
      <NavLink to={SelfServiceRoutes.MY_SHIFTS}>{n.shifts}</NavLink>
      <NavLink to={SelfServiceRoutes.MY_TIME_OFF}>{n.timeOff}</NavLink>
      <NavLink to={SelfServiceRoutes.MY_AVAILABILITY}>{n.availability}</NavLink>
      <NavLink to={SelfServiceRoutes.MY_INBOX}>
        {n.inbox}
        {unread > 0 && <Count aria-label={i.unread(unread)}>{unread}</Count>}
      </NavLink>
    </Bar>
  );
}
