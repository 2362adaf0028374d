/**
 * The summary boxes of the positions and employees steps (spec 002 section 2.5): 'n employees
 * required for all Positions', TOTAL EMPLOYEES, MALES and FEMALES, and the per-day chips.
 */
import styled from 'styled-components';
import type { ShiftEmployeesSummary } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { DayChips } from './DayChips';

const t = appMessages.shiftSetup.employees.summary;

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 24px;
  padding: 12px 16px;
  margin-bottom: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  p { margin: 0; font-weight: 600; }
`;

const Totals = styled.table`
  border-collapse: collapse;
  font-size: 0.85rem;
  th, td { padding: 2px 10px; text-align: center; }
  th { color: ${({ theme }) => theme.colors.muted}; font-weight: 700; letter-spacing: 0.03em; }
  td { font-weight: 700; font-size: 1rem; }
`;

export function SummaryBoxes({ summary }: { summary: ShiftEmployeesSummary }) {
  return (
    <Box aria-label={t.requiredForAll(summary.total_required)}>
      <p>{t.requiredForAll(summary.total_required)}</p>
      <Totals>
        <thead>
          <tr>
            <th scope="col">{t.totalEmployees}</th>
            <th scope="col">{t.males}</th>
            <th scope="col">{t.females}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{summary.total_employees}</td>
            <td>{summary.total_males}</td>
            <td>{summary.total_females}</td>
          </tr>
        </tbody>
      </Totals>
      <DayChips label={t.perDay} counts={summary} />
    </Box>
  );
}
