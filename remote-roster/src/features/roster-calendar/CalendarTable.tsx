/**
 * The View Roster grid: header rows and one memoised row per employee, in a box that scrolls both
 * ways. Focus, keys and clicks (a cell's lock, usePinCell) are handled once on the table (event
 * delegation); exactly one day cell is in the tab order (the active one, else the first).
 */
import { appMessages } from '@times/shared-sdk/app';
import type { MouseEventHandler, RefCallback } from 'react';
import type { CalendarDay } from './calendarDays';
import type { CalendarModel, CellRef } from './calendarModel';
import { CalendarHeaderRows } from './CalendarHeaderRows';
import { CalendarRow } from './CalendarRow';
import { CalendarGrid, CalendarScroll, DAY_COLUMN_REM, EMPLOYEE_COLUMN } from './calendarStyles';
import type { KeyboardPick } from './useKeyboardPick';

const t = appMessages.rosters.calendar;

interface Props {
  model: CalendarModel;
  leading: number;
  days: readonly CalendarDay[];
  editable: boolean;
  /** Loading or saving: no drag starts (useCalendarDrag), and assistive technology is told. */
  busy: boolean;
  keys: KeyboardPick;
  rowRef?: RefCallback<HTMLTableRowElement>;
  /** Clicks on the grid (editable grids: the lock buttons). */
  onClick?: MouseEventHandler<HTMLElement>;
}

/** The cell in the tab order: the active one while its employee is on the roster, else the first day of the first row. */
function tabStop(model: CalendarModel, days: readonly CalendarDay[], active: CellRef | null): CellRef | null {
  if (active && model.byEmd.has(active.emd) && days.some((day) => day.date === active.date)) return active;
  const first = model.rows[0];
  const day = days[0];
  return first && day ? { emd: first.employee.emd, date: day.date } : null;
}

export function CalendarTable({ model, leading, days, editable, busy, keys, rowRef, onClick }: Props) {
  const stop = tabStop(model, days, keys.active);
  const width = `calc(${EMPLOYEE_COLUMN} + ${(leading + days.length) * DAY_COLUMN_REM}rem)`;
  return (
    <CalendarScroll>
      <CalendarGrid
        role="grid"
        aria-label={t.gridLabel}
        aria-readonly={!editable}
        aria-busy={busy}
        className={editable ? 'editable' : undefined}
        style={{ width }}
        onKeyDown={keys.onKeyDown}
        onFocus={keys.onFocus}
        onClick={onClick}
      >
        <CalendarHeaderRows
          leading={leading}
          days={days}
          totals={model.totals}
          genderTotals={model.genderTotals}
          maleColor={model.maleColor}
          femaleColor={model.femaleColor}
        />
        <tbody>
          {model.rows.map((row) => {
            const { emd } = row.employee;
            return (
              <CalendarRow
                key={emd}
                row={row}
                leading={leading}
                days={days}
                activeDate={stop?.emd === emd ? stop.date : null}
                pickedDate={keys.picked?.emd === emd ? keys.picked.date : null}
                rowRef={rowRef}
                pinnable={editable}
              />
            );
          })}
        </tbody>
      </CalendarGrid>
    </CalendarScroll>
  );
}
