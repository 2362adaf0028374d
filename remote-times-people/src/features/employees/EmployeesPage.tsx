/**
 * /apptimes/employees: Available Employees, New Employee and Leave Days, for admins and group
 * users with right 1 (form read f_rd 2); others see 'Not allowed to add sites' (the spec's wording).
 */
import { FormId, RightId, RightsGate, appMessages } from '@times/shared-sdk/app';
import { EmployeesSection } from './EmployeesSection';

export function EmployeesPage() {
  return (
    <RightsGate
      formId={FormId.EMPLOYEES_AND_POSITIONS}
      rightId={RightId.MANAGE}
      things={appMessages.employees.notAllowedThings}
    >
      <EmployeesSection />
    </RightsGate>
  );
}
