/** 'Position utilisation': per position its employees, hours, days worked against target, and utilisation. */
import styled from 'styled-components';
import type { HoursRole } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { ColumnHeads } from './ColumnHeads';
import { FigureTable } from './FigureTable';

const t = appMessages.rosters.summary;
const c = t.positionColumns;
const columns = [
  c.position,
  c.employees,
  c.hours,
  c.daysWorked,
  c.targetDays,
  c.normalDays,
  c.sunHldDays,
  c.averageDays,
  c.utilisation,
];

const Dot = styled.span<{ $color: string }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-right: 6px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

export function PositionUtilisationTable({ roles }: { roles: readonly HoursRole[] }) {
  return (
    <FigureTable title={t.positionUtilisation} head={<ColumnHeads labels={columns} />}>
      {roles.map((role) => (
        <tr key={role.role_name}>
          <th scope="row">
            <Dot $color={role.color} aria-hidden />
            {role.role_name}
          </th>
          <td>{role.total_employees}</td>
          <td>{role.ttl_hours}</td>
          <td>{role.total_days_worked}</td>
          <td>{role.target_days}</td>
          <td>{role.normal_days}</td>
          <td>{role.sunhld_days}</td>
          <td>{role.average_days_worked}</td>
          <td>{role.utilation_rate}</td>
        </tr>
      ))}
    </FigureTable>
  );
}
