/** Exposed as './PositionStep': the setup wizard's Positions step, shown in the shell's wizard modal. */
import type { WizardStepProps } from '@times/shared-sdk/app';
import { PositionStep } from '../features/wizard-steps/PositionStep';

export default function PositionStepModule(props: WizardStepProps) {
  return <PositionStep {...props} />;
}
