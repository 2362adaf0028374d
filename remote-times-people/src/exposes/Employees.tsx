/** Exposed as './Employees': /apptimes/employees. */
import { EmployeesPage } from '../features/employees/EmployeesPage';

export default function Employees() {
  return <EmployeesPage />;
}
