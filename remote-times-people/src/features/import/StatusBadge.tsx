/**
 * An import row's status: green for SUCCESS, red for anything else, worded from the catalogue
 * (importStatusText); the raw code stays in data-status and the tooltip.
 */
import styled from 'styled-components';
import { isImported } from './batches';
import { importStatusText } from './importStatusText';

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

interface Props {
  status: string;
  /** Messages of the statuses that failed a whole batch. */
  batchMessages?: Readonly<Record<string, string>>;
}

export function StatusBadge({ status, batchMessages }: Props) {
  return (
    <Badge $ok={isImported({ status })} title={status} data-status={status}>
      {importStatusText(status, batchMessages)}
    </Badge>
  );
}
