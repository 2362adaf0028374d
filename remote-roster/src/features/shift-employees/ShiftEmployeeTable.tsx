/**
 * The shift employee table: Name, E Number, Position, Date Created, Gender, Age, Perf and the
 * image icon, and (ours) an 'Availability' button opening the employee's availability dialog. Rows
 * open the edit form only when `onOpen` is given (the user may change them).
 */
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Gender } from '@times/shared-sdk';
import type { GenderCode, ShiftEmployee } from '@times/shared-sdk';
import { Button } from '@times/shared-sdk';
import { PhotoButton, Table, VisuallyHidden, appMessages } from '@times/shared-sdk/app';
import { fullName } from './fullName';

const t = appMessages.shiftSetup.employees;
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
}

export function ShiftEmployeeTable({ employees, busy, onOpen, onPhoto, onAvailability }: Props) {
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
              <Button
                type="button"
                $variant="secondary"
                aria-label={t.availability.openFor(fullName(employee))}
                onClick={(event) => {
                  event.stopPropagation();
                  onAvailability(employee);
                }}
                onKeyDown={(event) => event.stopPropagation()}
              >
                {t.availability.open}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Rows>
  );
}
