/**
 * 'Availability and requests honoured': what the roster did with the employees' availability
 * (Employee, Date, Reason), e.g. 'Thabo not rostered on the 12th: he asked for it off'.
 */
import type { RosterDayNote } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { ColumnHeads } from './ColumnHeads';
import { FigureTable } from './FigureTable';

const t = appMessages.rosters.summary;
const c = t.dayNoteColumns;
const columns = [c.employee, c.date, c.reason];

export function DayNotesTable({ notes }: { notes: readonly RosterDayNote[] }) {
  return (
    <FigureTable title={t.dayNotes} head={<ColumnHeads labels={columns} />} tall>
      {notes.map((note, index) => (
        <tr key={index}>
          <td>{note.employee_name}</td>
          <td>{note.entry_date || t.everyWeek}</td>
          <td>{note.reason}</td>
        </tr>
      ))}
    </FigureTable>
  );
}
