/**
 * 'Rule violations': each rule the roster breaks, in words (Rule, Employee, Position, Date, Reason).
 * A hard rule ('must') is marked and listed first; a soft one ('should') is a penalty the engine accepted.
 */
import styled from 'styled-components';
import type { RosterViolation } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { ColumnHeads } from './ColumnHeads';
import { FigureTable } from './FigureTable';

const t = appMessages.rosters.summary;
const c = t.violationColumns;
const columns = [c.rule, c.employee, c.position, c.date, c.reason];

const Tag = styled.span<{ $hard: boolean }>`
  margin-left: 6px;
  padding: 1px 6px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme, $hard }) => ($hard ? theme.colors.danger : theme.colors.muted)};
  background: ${({ theme, $hard }) => ($hard ? theme.colors.dangerBg : theme.colors.background)};
`;

const hardFirst = (violations: readonly RosterViolation[]) => [...violations].sort((a, b) => b.hard - a.hard);

export function ViolationsTable({ violations }: { violations: readonly RosterViolation[] }) {
  return (
    <FigureTable title={t.violations} head={<ColumnHeads labels={columns} />} tall>
      {hardFirst(violations).map((violation, index) => (
        <tr key={index}>
          <td>
            {violation.rule_name}
            <Tag $hard={violation.hard === 1}>{violation.hard === 1 ? t.hardRule : t.softRule}</Tag>
          </td>
          <td>{violation.employee_name}</td>
          <td>{violation.role_name}</td>
          <td>{violation.entry_date || t.wholePeriod}</td>
          <td>{violation.reason}</td>
        </tr>
      ))}
    </FigureTable>
  );
}
