/** The public menu: HOME, CONTACT US, SIGN UP, SIGN IN. */
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { messages, Routes } from '@times/shared-sdk';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 8px;
  padding: 12px 24px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
`;

const Brand = styled(NavLink)`
  color: #fff;
  font-weight: 800;
  font-size: 1.3rem;
  letter-spacing: 0.04em;
  text-decoration: none;
`;

const Links = styled.nav`
  display: flex;
  gap: 4px;
  flex-wrap: wrap;
  a {
    color: #e8dcf5;
    text-decoration: none;
    font-weight: 600;
    font-size: 0.9rem;
    padding: 8px 12px;
    border-radius: 6px;
  }
  a.active, a:hover { background: rgba(255, 255, 255, 0.14); color: #fff; }
`;

const LINKS = [
  { to: Routes.ROOT, label: messages.menu.home, end: true },
  { to: Routes.CONTACT_US, label: messages.menu.contactUs },
  { to: Routes.SIGNUP, label: messages.menu.signUp },
  { to: Routes.LOGIN, label: messages.menu.signIn },
];

export function PublicMenu() {
  return (
    <Bar>
      <Brand to={Routes.ROOT}>TIMES</Brand>
      <Links aria-label="Public menu">
        {LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end}>
            {link.label}
          </NavLink>
        ))}
      </Links>
    </Bar>
  );
}
