/**
 * A titled list of roster rules. `listRef` takes the Sortable wiring (useSortableList); `note`
 * is a last, non-draggable line inside the list: the drop zone, or the empty message.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  h3 { margin: 0; font-size: 1rem; color: ${({ theme }) => theme.colors.brand}; }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 8px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-height: 64px;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius};
`;

const Note = styled.li<{ $dropZone: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 8px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  border: ${({ $dropZone, theme }) => ($dropZone ? `2px dashed ${theme.colors.border}` : 'none')};
  border-radius: ${({ theme }) => theme.radius};
`;

interface Props {
  title: string;
  /** 'ol' for the assigned rules (their order is their priority). */
  as: 'ol' | 'ul';
  listRef?: (element: HTMLElement | null) => void;
  note?: string;
  /** The note is where rules are dropped. */
  dropZone?: boolean;
  busy?: boolean;
  children: ReactNode;
}

export function RuleList({ title, as, listRef, note, dropZone = false, busy = false, children }: Props) {
  return (
    <Column>
      <h3>{title}</h3>
      <List as={as} ref={listRef} aria-label={title} aria-busy={busy}>
        {children}
        {note && (
          <Note role="presentation" $dropZone={dropZone}>
            {note}
          </Note>
        )}
      </List>
    </Column>
  );
}
