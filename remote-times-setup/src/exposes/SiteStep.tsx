/** Exposed as './SiteStep': the setup wizard's Sites step, shown in the shell's wizard modal. */
import type { WizardStepProps } from '@times/shared-sdk/app';
import { SiteStep } from '../features/wizard-steps/SiteStep';

export default function SiteStepModule(props: WizardStepProps) {
  return <SiteStep {...props} />;
}
