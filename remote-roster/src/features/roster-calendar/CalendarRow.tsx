/**
 * One employee's row of the grid: 'name surname (number)' in the sticky column, the blank cells
 * padding the first week, then one cell per day: a badge (the position abbreviation over the
 * gender letter, in the position's colour, with its lock when pinned: PinToggle), or a plus sign drawn by the style (no DOM nodes for the many empty
 * cells). Memoised: a row draws again only when what it shows changes (its signature), or its
 * focused or picked cell does.
 */
import { memo } from 'react';
import type { RefCallback } from 'react';
import { appMessages } from '@times/shared-sdk/app';
import { fullName } from '../shift-employees/fullName';
import type { CalendarDay } from './calendarDays';
import type { CalendarRowData } from './calendarModel';
import { ASSIGNED } from './cellElements';
import { PinToggle } from './PinToggle';

const t = appMessages.rosters.calendar;

export interface CalendarRowProps {
  row: CalendarRowData;
  leading: number;
  days: readonly CalendarDay[];
  /** The row's cell in the tab order, if it is in this row. */
  activeDate: string | null;
  /** The row's picked cell (keyboard), if any. */
  pickedDate: string | null;
  /** Wires the row's drag and drop (editable grids only). */
  rowRef?: RefCallback<HTMLTableRowElement>;
  /** Rostered days get a lock button (pin, unpin); else pinned days only show their lock. */
  pinnable?: boolean;
}

const padding = (count: number) =>
  Array.from({ length: count }, (_, index) => <td key={`pad-${index}`} className="pad" />);

function CalendarRowView({ row, leading, days, activeDate, pickedDate, rowRef, pinnable = false }: CalendarRowProps) {
  const { emd } = row.employee;
  const name = fullName(row.employee);
  return (
    <tr ref={rowRef} data-emd={emd}>
      <th scope="row" className="employee" title={row.label}>
        {row.label}
      </th>
      {padding(leading)}
      {days.map((day, index) => {
        const cell = row.cells[index];
        const picked = pickedDate === day.date;
        const className = `day ${cell ? 'assigned' : 'empty'}${day.weekend ? ` ${day.weekend}` : ''}${picked ? ' picked' : ''}`;
        return (
          <td
            key={day.date}
            role="gridcell"
            className={className}
            data-emd={emd}
            data-date={day.date}
            data-assigned={cell ? ASSIGNED : '0'}
            data-picked={picked ? '1' : undefined}
            tabIndex={activeDate === day.date ? 0 : -1}
            aria-label={cell ? cell.label : t.emptyCell(name, day.date)}
          >
            {cell && (
              <span className="badge" style={cell.style}>
                <span>{cell.abbr}</span> <span>{cell.gender}</span>
              </span>
            )}
            {cell && <PinToggle pinned={cell.pinned} toggle={pinnable} employee={name} date={day.date} />}
          </td>
        );
      })}
    </tr>
  );
}

const sameRow = (a: CalendarRowProps, b: CalendarRowProps) =>
  a.row.signature === b.row.signature &&
  a.days === b.days &&
  a.leading === b.leading &&
  a.activeDate === b.activeDate &&
  a.pickedDate === b.pickedDate &&
  a.rowRef === b.rowRef &&
  a.pinnable === b.pinnable;

export const CalendarRow = memo(CalendarRowView, sameRow);
