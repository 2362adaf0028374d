/** Exposed as './ShiftStep': the setup wizard's Shifts step, shown in the shell's wizard modal. */
import type { WizardStepProps } from '@times/shared-sdk/app';
import { ShiftStep } from '../features/wizard-steps/ShiftStep';

export default function ShiftStepModule(props: WizardStepProps) {
  return <ShiftStep {...props} />;
}
