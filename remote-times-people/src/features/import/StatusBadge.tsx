/** An import row's status: green for SUCCESS, red for anything else, with the status text. */
import styled from 'styled-components';
import { isImported } from './batches';

const Badge = styled.span<{ $ok: boolean }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 10px;
  font-size: 0.75rem;
  font-weight: 600;
  white-space: nowrap;
  color: #fff;
  background: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

export function StatusBadge({ status, title }: { status: string; title?: string }) {
  return (
    <Badge $ok={isImported({ status })} title={title} data-status={status}>
      {status}
    </Badge>
  );
}
