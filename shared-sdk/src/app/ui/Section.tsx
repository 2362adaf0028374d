import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { TableScroll } from './TableParts';

/** A setup page: its title row and its tabs, then the active panel. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const Toolbar = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-end;
  flex-wrap: wrap;
  label { display: flex; flex-direction: column; gap: 4px; font-weight: 600; font-size: 0.9rem; }
  select, input { min-height: 38px; padding: 6px 10px; border-radius: 6px; border: 1px solid ${({ theme }) => theme.colors.border}; font: inherit; }
`;

const TableBox = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th { background: ${({ theme }) => theme.colors.brandLight}; color: ${({ theme }) => theme.colors.brand}; font-size: 0.85rem; }
  tbody tr { cursor: pointer; }
  tbody tr:hover { background: ${({ theme }) => theme.colors.background}; }
`;

/**
 * A list table, in a box that scrolls sideways when the table is wider than the page (phones):
 * the page itself never does. A named table's box is a named, focusable region, so the keyboard
 * can scroll it too.
 */
export function Table(props: ComponentPropsWithRef<'table'>) {
  const label = props['aria-label'];
  return (
    <TableScroll role={label ? 'region' : undefined} aria-label={label} tabIndex={label ? 0 : undefined}>
      <TableBox {...props} />
    </TableScroll>
  );
}
