/** Exposed as './ClientStep': the setup wizard's Clients step, shown in the shell's wizard modal. */
import type { WizardStepProps } from '@times/shared-sdk/app';
import { ClientStep } from '../features/wizard-steps/ClientStep';

export default function ClientStepModule(props: WizardStepProps) {
  return <ClientStep {...props} />;
}
