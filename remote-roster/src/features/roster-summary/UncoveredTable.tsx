/** 'Uncovered places': each required place nobody could fill (Position, Date, Missing) and why. */
import type { RosterUncoveredSlot } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { ColumnHeads } from './ColumnHeads';
import { FigureTable } from './FigureTable';

const t = appMessages.rosters.summary;
const c = t.uncoveredColumns;
const columns = [c.position, c.date, c.missing, c.reason];

export function UncoveredTable({ uncovered }: { uncovered: readonly RosterUncoveredSlot[] }) {
  return (
    <FigureTable title={t.uncovered} head={<ColumnHeads labels={columns} />} tall>
      {uncovered.map((slot, index) => (
        <tr key={index}>
          <td>{slot.role_name}</td>
          <td>{slot.entry_date}</td>
          <td>{slot.missing}</td>
          <td>{slot.reason}</td>
        </tr>
      ))}
    </FigureTable>
  );
}
