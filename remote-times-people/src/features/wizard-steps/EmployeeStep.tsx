/** The setup wizard's Employees step: the New Employee form (with its CSV import). */
import { FormId, RightId, RightsGate, appMessages } from '@times/shared-sdk/app';
import type { WizardStepProps } from '@times/shared-sdk/app';
import { NewEmployee } from '../employees/NewEmployee';

export function EmployeeStep({ onCompleted }: WizardStepProps) {
  return (
    <RightsGate
      formId={FormId.EMPLOYEES_AND_POSITIONS}
      rightId={RightId.MANAGE}
      things={appMessages.employees.notAllowedThings}
    >
      <NewEmployee onSaved={onCompleted} />
    </RightsGate>
  );
}
