/**
 * The side menu, built from the forms the user may open. On a narrow screen it is hidden until the
 * menu button opens it (`open`), then it lies across the top of the page.
 */
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { appMessages } from '@times/shared-sdk/app';
import type { MenuItem } from './buildMenu';
import { NARROW_SCREEN } from './narrowScreen';

const Nav = styled.nav<{ $open: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  padding: 12px 8px;
  ul { list-style: none; margin: 0; padding: 0; }
  a {
    display: block;
    padding: 9px 14px;
    border-radius: 6px;
    text-decoration: none;
    font-weight: 600;
    font-size: 0.85rem;
    letter-spacing: 0.03em;
    color: ${({ theme }) => theme.colors.text};
  }
  a.active { background: ${({ theme }) => theme.colors.brandLight}; color: ${({ theme }) => theme.colors.brand}; }
  a:hover { background: ${({ theme }) => theme.colors.background}; }
  @media ${NARROW_SCREEN} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    border-right: none;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Count = styled.span`
  display: inline-block;
  min-width: 20px;
  margin-left: 8px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 0.75rem;
  line-height: 20px;
  text-align: center;
`;

interface Props {
  items: readonly MenuItem[];
  /** A count shown beside an entry (by its path): what waits there. */
  counts?: Readonly<Record<string, number>>;
  id: string;
  open: boolean;
  onNavigate: () => void;
}

export function SideMenu({ items, counts = {}, id, open, onNavigate }: Props) {
  return (
    <Nav id={id} $open={open} aria-label={appMessages.times.menuLabel}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} onClick={onNavigate}>
              {item.label}
              {(counts[item.to] ?? 0) > 0 && (
                <Count data-count="" aria-hidden="true">
                  {counts[item.to]}
                </Count>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
