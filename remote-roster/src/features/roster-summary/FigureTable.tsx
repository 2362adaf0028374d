/**
 * A table of roster figures: named by its caption (and aria-label), read-only rows, and a box that
 * scrolls it sideways when narrow and, for long lists (`tall`), downwards under a sticky header.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Table } from '@times/shared-sdk/app';

const Box = styled.div<{ $tall: boolean }>`
  overflow: auto;
  max-height: ${({ $tall }) => ($tall ? '420px' : 'none')};
  border-radius: ${({ theme }) => theme.radius};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; }
`;

const FiguresTable = styled(Table)`
  overflow: visible;
  caption { caption-side: top; text-align: left; padding: 8px 0; font-weight: 700; color: ${({ theme }) => theme.colors.brand}; }
  thead th { position: sticky; top: 0; white-space: nowrap; }
  tbody th { background: none; color: inherit; font-size: 0.9rem; font-weight: 600; }
  td { font-size: 0.9rem; }
  tbody tr { cursor: default; }
`;

interface Props {
  title: string;
  /** The header row. */
  head: ReactNode;
  children: ReactNode;
  tall?: boolean;
}

export function FigureTable({ title, head, children, tall = false }: Props) {
  return (
    <Box
      $tall={tall}
      tabIndex={tall ? 0 : undefined}
      role={tall ? 'region' : undefined}
      aria-label={tall ? title : undefined}
    >
      <FiguresTable aria-label={title}>
        <caption>{title}</caption>
        <thead>{head}</thead>
        <tbody>{children}</tbody>
      </FiguresTable>
    </Box>
  );
}
