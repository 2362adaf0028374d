/**
 * The grid: an employee a row, a day of the period a column; a day with something shows its
 * rostered / worked hours as a button that opens it, highlighted when out of the ordinary (absent,
 * late, left early, no clock-out, unrostered) and marked when approved.
 */
import type { TimesheetDay, TimesheetRow } from '@times/shared-sdk';
import { Table, appMessages } from '@times/shared-sdk/app';
import styled, { css } from 'styled-components';
import { hoursOf, notesOf, toneOf } from './timesheetDays';
import type { DayTone } from './timesheetDays';

const Cell = styled.button<{ $tone: DayTone; $approved: boolean }>`
  width: 100%;
  min-width: 84px;
  padding: 4px;
  border-radius: 4px;
  cursor: pointer;
  font: inherit;
  font-size: 0.85rem;
  text-align: left;
  border: 2px solid ${({ theme, $approved }) => ($approved ? theme.colors.success : 'transparent')};
  ${({ theme, $tone }) =>
    $tone === 'absent'
      ? css`
          background: ${theme.colors.dangerBg};
          color: ${theme.colors.danger};
        `
      : $tone === 'exception'
        ? css`
            background: #fff4d6;
            color: #6b4a00;
          `
        : $tone === 'unrostered'
          ? css`
              background: ${theme.colors.infoBg};
              color: ${theme.colors.info};
            `
          : css`
              background: transparent;
              color: inherit;
            `}
`;

const Note = styled.span`
  display: block;
  font-size: 0.75rem;
`;

interface Props {
  dates: string[];
  rows: TimesheetRow[];
  onOpen: (row: TimesheetRow, day: TimesheetDay) => void;
}

export function TimesheetGrid({ dates, rows, onOpen }: Props) {
  const t = appMessages.attendance.timesheet;
  return (
    <Table aria-label={t.gridLabel}>
      <thead>
        <tr>
          <th>{t.employee}</th>
          {dates.map((date) => (
            <th key={date}>{date.slice(5)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const name = `${row.name} ${row.surname}`;
          const byDate = new Map(row.days.map((day) => [day.date, day]));
          return (
            <tr key={row.empd}>
              <th scope="row">{name}</th>
              {dates.map((date) => {
                const day = byDate.get(date);
                return (
                  <td key={date}>
                    {day && (
                      <Cell
                        type="button"
                        $tone={toneOf(day)}
                        $approved={day.approval !== null}
                        aria-label={t.open(name, date)}
                        onClick={() => onOpen(row, day)}
                      >
                        {t.cell(hoursOf(day.rostered_minutes), hoursOf(day.approval?.minutes ?? day.worked_minutes))}
                        {notesOf(day).map((note) => (
                          <Note key={note}>{note}</Note>
                        ))}
                      </Cell>
                    )}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
