/**
 * The shift employee table: Name, E Number, Position, Date Created, Gender, Age, Perf and the
 * image icon, and (ours) an 'Availability' button opening the employee's availability dialog and,
 * for a manager (`onCalendarLink` given), a 'Calendar link' button. Rows open the edit form only
 * when `onOpen` is given (the user may change them).
 */
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Gender } from '@times/shared-sdk';
import type { GenderCode, ShiftEmployee } from '@times/shared-sdk';
import { Button } from '@times/shared-sdk';
import { PhotoButton, Table, VisuallyHidden, appMessages } from '@times/shared-sdk/app';
import { fullName } from './fullName';

const t = appMessages.shiftSetup.employees;
const c = appMessages.rosters.exports.calendarLink;
const f = appMessages.employees.fields;

export const genderText = (gender: GenderCode): string => (gender === Gender.FEMALE ? f.female : f.male);

/** Table makes every row look clickable; read-only rows are not. */
const Rows = styled(Table)<{ $clickable: boolean }>`
  tbody tr { cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')}; }
`;

interface Props {
  employees: ShiftEmployee[];
  busy: boolean;
  onOpen?: (employee: ShiftEmployee) => void;
  onPhoto: (employee: ShiftEmployee) => void;
  onAvailability: (employee: ShiftEmployee) => void;
  onCalendarLink?: (employee: ShiftEmployee) => void;
}

/** A button inside a clickable row: its click and keys stay its own. */
function RowButton({ label, text, onClick }: { label: string; text: string; onClick: () => void }) {
  return (
    <Button
      type="button"
      $variant="secondary"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      {text}
    </Button>
  );
}

export function ShiftEmployeeTable({ employees, busy, onOpen, onPhoto, onAvailability, onCalendarLink }: Props) {
  const rowProps = (employee: ShiftEmployee) =>
    onOpen
      ? {
          tabIndex: 0,
          onClick: () => onOpen(employee),
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onOpen(employee);
            }
          },
        }
      : {};
  return (
    <Rows aria-label={t.tabs.available} aria-busy={busy} $clickable={Boolean(onOpen)}>
      <thead>
        <tr>
          {t.columns.map((column) => (
            <th key={column}>{column}</th>
          ))}
          <th>
            <VisuallyHidden>{t.photoColumn}</VisuallyHidden>
          </th>
          <th>{t.availability.column}</th>
          {onCalendarLink && <th>{c.column}</th>}
        </tr>
      </thead>
      <tbody>
        {employees.map((employee) => (
          <tr key={employee.rshftempd} {...rowProps(employee)}>
            <td>{fullName(employee)}</td>
            <td>{employee.employee_number}</td>
            <td>{employee.role_name}</td>
            <td>{employee.date_created}</td>
            <td>{genderText(employee.gender)}</td>
            <td>{employee.age}</td>
            <td>{employee.employee_perfomance}</td>
            <td>
              <PhotoButton
                label={t.photoOf(fullName(employee))}
                disabled={employee.hasImage !== 1}
                onClick={() => onPhoto(employee)}
              />
            </td>
            <td>
              <RowButton
                label={t.availability.openFor(fullName(employee))}
                text={t.availability.open}
                onClick={() => onAvailability(employee)}
              />
            </td>
            {onCalendarLink && (
              <td>
                <RowButton
                  label={c.openFor(fullName(employee))}
                  text={c.open}
                  onClick={() => onCalendarLink(employee)}
                />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Rows>
  );
}
