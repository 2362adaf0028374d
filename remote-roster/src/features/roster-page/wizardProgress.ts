/** The setup banner's text for a percentage and the wizard's opening step (spec 002 sections 2.1 and 4). */
import type { RosterWizardResponse } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const t = appMessages.roster;

/** 'Roster setup wizard' at 0, 'Complete roster setup' below 100, 'Update roster setup' at 100. */
export function bannerLabel(percent: number): string {
  if (percent <= 0) return t.wizardStart;
  if (percent < 100) return t.wizardContinue;
  return t.wizardUpdate;
}

export type WizardFlags = Pick<RosterWizardResponse, 'wizard_working_days' | 'wizard_positions'>;

/** The step the wizard opens at (0-based): working days if not done, else positions, else employees. */
export function startStep(wizard: WizardFlags | null | undefined): number {
  if (!wizard || wizard.wizard_working_days !== 1) return 0;
  if (wizard.wizard_positions !== 1) return 1;
  return 2;
}
