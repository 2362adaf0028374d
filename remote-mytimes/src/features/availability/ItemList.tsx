/** A list of the page's items (dates, requests): each with its words, a 'Waits' mark when it waits, and Remove. */
import styled from 'styled-components';
import { Button } from '@times/shared-sdk';
import { myTimesMessages } from '@times/shared-sdk/mytimes';

const a = myTimesMessages.availability;

const List = styled.ul`
  padding: 0;
  margin: 0 0 12px;
  li {
    list-style: none;
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 48px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > span:first-child {
    flex: 1;
  }
`;

const Waits = styled.span`
  padding: 2px 8px;
  border-radius: 10px;
  font-size: 0.8rem;
  font-weight: 600;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.brand};
`;

export interface Item {
  key: string;
  text: string;
  waits: boolean;
}

export function ItemList({
  label,
  items,
  empty,
  onRemove,
}: {
  label: string;
  items: Item[];
  empty: string;
  onRemove: (key: string) => void;
}) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <span>{item.text}</span>
          {item.waits && <Waits>{a.waitsBadge}</Waits>}
          <Button
            type="button"
            $variant="secondary"
            aria-label={`${a.remove} ${item.text}`}
            onClick={() => onRemove(item.key)}
          >
            {a.remove}
          </Button>
        </li>
      ))}
    </List>
  );
}
