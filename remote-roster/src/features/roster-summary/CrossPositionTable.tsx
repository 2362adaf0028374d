/** 'Cross position assignment': the days employees of one position worked on another (From, To, Total assigned days). */
import type { CrossRoleAssignment } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { ColumnHeads } from './ColumnHeads';
import { FigureTable } from './FigureTable';

const t = appMessages.rosters.summary;
const c = t.crossColumns;

export function CrossPositionTable({ assignments }: { assignments: readonly CrossRoleAssignment[] }) {
  return (
    <FigureTable title={t.crossPosition} head={<ColumnHeads labels={[c.from, c.to, c.total]} />}>
      {assignments.map((assignment) => (
        <tr key={`${assignment.from_role}\u0000${assignment.to_role}`}>
          <td>{assignment.from_role}</td>
          <td>{assignment.to_role}</td>
          <td>{assignment.total_days_assigned}</td>
        </tr>
      ))}
      {assignments.length === 0 && (
        <tr>
          <td colSpan={3}>{t.none}</td>
        </tr>
      )}
    </FigureTable>
  );
}
