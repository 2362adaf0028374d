/** The employee table: Name, E Number, Status, Mobile, P, A, Perf, the image icon, and the legend. */
import type { Employee } from '@times/shared-sdk';
import { EMPLOYEE_ACTIVE, PhotoButton, Table, VisuallyHidden, appMessages } from '@times/shared-sdk/app';
import { fullName } from './fullName';

const t = appMessages.employees;

interface Props {
  employees: Employee[];
  busy: boolean;
  onOpen: (employee: Employee) => void;
  onPhoto: (employee: Employee) => void;
}

export function EmployeeTable({ employees, busy, onOpen, onPhoto }: Props) {
  const c = t.columns;
  return (
    <>
      <Table aria-label={t.tabs.available} aria-busy={busy}>
        <thead>
          <tr>
            <th>{c.name}</th>
            <th>{c.number}</th>
            <th>{c.status}</th>
            <th>{c.mobile}</th>
            <th>{c.present}</th>
            <th>{c.absent}</th>
            <th>{c.performance}</th>
            <th>
              <VisuallyHidden>{c.photo}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {employees.map((employee) => (
            <tr
              key={employee.emd}
              tabIndex={0}
              onClick={() => onOpen(employee)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onOpen(employee);
                }
              }}
            >
              <td>{fullName(employee)}</td>
              <td>{employee.employee_number}</td>
              <td>{employee.user_status === EMPLOYEE_ACTIVE ? t.active : t.deactivated}</td>
              <td>{employee.mobile}</td>
              <td>{employee.days_present}</td>
              <td>{employee.days_absent}</td>
              <td>{employee.perfomance}</td>
              <td>
                <PhotoButton label={t.viewPhoto(fullName(employee))} onClick={() => onPhoto(employee)} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <small>{t.legend}</small>
    </>
  );
}
