/** Available user groups: a card per group (name and total rights), each a button opening the group. */
import styled from 'styled-components';
import type { UserGroup } from '@times/shared-sdk';
import { groupText as t } from './groupText';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 10px;
`;

const CardButton = styled.button`
  width: 100%;
  text-align: left;
  font: inherit;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 14px 16px;
  cursor: pointer;
  strong { display: block; margin-bottom: 4px; font-size: 1.05rem; color: ${({ theme }) => theme.colors.brand}; }
  span { color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
`;

export function GroupList({ groups, onOpen }: { groups: UserGroup[]; onOpen: (group: UserGroup) => void }) {
  return (
    <List aria-label={t.tabs.list}>
      {groups.map((group) => (
        <li key={group.gdd}>
          <CardButton type="button" aria-label={t.open(group.name)} onClick={() => onOpen(group)}>
            <strong>{group.name}</strong>
            <span>
              {t.totalRights}: {group.total_rights}
            </span>
          </CardButton>
        </li>
      ))}
    </List>
  );
}
