/**
 * A card of a list of records (rosters, users): a column of lines with a head (the name and a
 * status pill). When it opens the record, its name is a `ListCardOpen` button whose click area
 * stretches over the whole card: the button's name ('Open {name}') then contains all its visible
 * text, which a card-wide button with its details and status inside could not.
 */
import styled from 'styled-components';

export const ListCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 14px 16px;
  position: relative;
  &:has(button:hover) {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &:has(button:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

/** The record's name as the button that opens it; its click area covers the card. */
export const ListCardOpen = styled.button.attrs({ type: 'button' })`
  background: none;
  border: none;
  padding: 0;
  font: inherit;
  text-align: left;
  color: inherit;
  cursor: pointer;
  &:focus-visible { outline: none; }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export const ListCardHead = styled.span`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px;
  strong {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** A line of the card; a leading span is its label, in the muted colour. */
export const ListCardLine = styled.span<{ $muted?: boolean }>`
  display: block;
  font-size: 0.9rem;
  color: ${({ theme, $muted }) => ($muted ? theme.colors.muted : 'inherit')};
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
