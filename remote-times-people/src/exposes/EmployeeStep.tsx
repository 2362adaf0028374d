/** Exposed as './EmployeeStep': the setup wizard's Employees step, shown in the shell's wizard modal. */
import type { WizardStepProps } from '@times/shared-sdk/app';
import { EmployeeStep } from '../features/wizard-steps/EmployeeStep';

export default function EmployeeStepModule(props: WizardStepProps) {
  return <EmployeeStep {...props} />;
}
