/** A row of tabs (or a two-way toggle); the caller renders the active panel. */
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 16px;
`;

const Tab = styled.button<{ $active: boolean }>`
  background: none;
  border: none;
  border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.colors.brand : 'transparent')};
  margin-bottom: -2px;
  padding: 10px 16px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  color: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.muted)};
`;

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

interface Props<Id extends string> {
  items: readonly TabItem<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  label: string;
}

export function Tabs<Id extends string>({ items, active, onChange, label }: Props<Id>) {
  return (
    <List role="tablist" aria-label={label}>
      {items.map((item) => (
        <Tab
          key={item.id}
          type="button"
          role="tab"
          aria-selected={item.id === active}
          $active={item.id === active}
          onClick={() => onChange(item.id)}
        >
          {item.label}
        </Tab>
      ))}
    </List>
  );
}
