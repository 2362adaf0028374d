/** The five-step Times setup wizard (spec 001 sections 2.1, 2.4 and 4) as pure rules. */
import { type AppDetails } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

export interface WizardStep {
  name: string;
  path: string;
  done: boolean;
}

const t = appMessages.times;

/** The banner's text: 'Setup times using wizard' at 0%, 'Complete times setup' below 100%, hidden at 100%. */
export function bannerText(percent: number): string | null {
  if (percent >= 100) return null;
  return percent <= 0 ? t.setupWizardStart : t.setupWizardContinue;
}

export function wizardSteps(details: AppDetails): WizardStep[] {
  const flags = [details.wizard_clients, details.wizard_sites, details.wizard_shifts, details.wizard_positions, details.wizard_employees];
  const paths = ['/apptimes/clients', '/apptimes/sites', '/apptimes/shifts', '/apptimes/positions', '/apptimes/employees'];
  return t.steps.map((name, i) => ({ name, path: paths[i] ?? '/apptimes', done: flags[i] === 1 }));
}

/** The wizard opens at the first step not yet completed (the last one when all are). */
export function openingStep(steps: readonly WizardStep[]): number {
  const first = steps.findIndex((step) => !step.done);
  return first === -1 ? steps.length - 1 : first;
}

/** Completed steps / 5 x 100. */
export const progressOf = (steps: readonly WizardStep[]): number =>
  Math.round((steps.filter((step) => step.done).length / steps.length) * 100);
