/** A step's done flag in the wizard status (spec 002 section 3), by step index 0-3. */
import type { RosterWizardResponse } from '@times/shared-sdk';

const FLAGS = ['wizard_working_days', 'wizard_positions', 'wizard_employees', 'wizard_constrains'] as const;

export const stepDone = (wizard: RosterWizardResponse, index: number): boolean => {
  const flag = FLAGS[index];
  return flag !== undefined && wizard[flag] === 1;
};
