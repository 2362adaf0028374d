/** TEMPORARY placeholder (replaced by the employees work): /apptimes/employees. */
export function EmployeesPage() {
  return null;
}
