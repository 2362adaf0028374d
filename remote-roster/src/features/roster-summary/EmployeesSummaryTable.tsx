/** 'Employees Summary': per employee the hours and days rostered against target, utilisation, violations and their dates. */
import type { EmployeeSummaryRow } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { ColumnHeads } from './ColumnHeads';
import { FigureTable } from './FigureTable';

const t = appMessages.rosters.summary;
const c = t.employeeColumns;
const columns = [c.line, c.name, c.hours, c.normal, c.sundays, c.total, c.target, c.utilisation, c.violations, c.dates];

export function EmployeesSummaryTable({ employees }: { employees: readonly EmployeeSummaryRow[] }) {
  return (
    <FigureTable title={t.employeesSummary} head={<ColumnHeads labels={columns} />} tall>
      {employees.map((employee) => (
        <tr key={employee.line_number}>
          <td>{employee.line_number}</td>
          <th scope="row">{employee.fullName}</th>
          <td>{employee.ttl_hours}</td>
          <td>{employee.total_normal}</td>
          <td>{employee.total_sundays}</td>
          <td>{employee.total_days}</td>
          <td>{employee.target_days}</td>
          <td>{employee.utillization_rate}</td>
          <td>{employee.TotalViolations}</td>
          <td>{employee.non_complient_dates || t.none}</td>
        </tr>
      ))}
    </FigureTable>
  );
}
