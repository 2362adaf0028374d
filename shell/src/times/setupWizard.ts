/** The five-step Times setup wizard (spec 001 sections 2.1, 2.4 and 4) as pure rules. */
import { type AppDetails } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

export interface WizardStep {
  name: string;
  /** The step's screen in the Times frame. */
  path: string;
  /** The remote module the wizard shows for the step (a WizardStepProps component). */
  remote: string;
  module: string;
  done: boolean;
}

/** Each step's screen and the remote form the wizard embeds, in the order of appMessages.times.steps. */
const STEP_TARGETS = [
  { path: '/apptimes/clients', remote: 'remote_times_setup', module: './ClientStep' },
  { path: '/apptimes/sites', remote: 'remote_times_setup', module: './SiteStep' },
  { path: '/apptimes/shifts', remote: 'remote_times_setup', module: './ShiftStep' },
  { path: '/apptimes/positions', remote: 'remote_times_people', module: './PositionStep' },
  { path: '/apptimes/employees', remote: 'remote_times_people', module: './EmployeeStep' },
] as const;

const t = appMessages.times;

/** The banner's text: 'Setup times using wizard' at 0%, 'Complete times setup' below 100%, hidden at 100%. */
export function bannerText(percent: number): string | null {
  if (percent >= 100) return null;
  return percent <= 0 ? t.setupWizardStart : t.setupWizardContinue;
}

export function wizardSteps(details: AppDetails): WizardStep[] {
  const flags = [
    details.wizard_clients,
    details.wizard_sites,
    details.wizard_shifts,
    details.wizard_positions,
    details.wizard_employees,
  ];
  return STEP_TARGETS.map((target, i) => ({ name: t.steps[i] ?? target.path, ...target, done: flags[i] === 1 }));
}

/** The wizard opens at the first step not yet completed (the last one when all are). */
export function openingStep(steps: readonly WizardStep[]): number {
  const first = steps.findIndex((step) => !step.done);
  return first === -1 ? steps.length - 1 : first;
}

/**
 * After a step is saved: the next step not yet completed after it (wrapping round to an earlier
 * one left open), or the same step when every step is done.
 */
export function stepAfter(steps: readonly WizardStep[], current: number): number {
  const order = steps.map((_, i) => (current + 1 + i) % steps.length);
  return order.find((i) => !steps[i]?.done) ?? current;
}

/** Completed steps / 5 x 100. */
export const progressOf = (steps: readonly WizardStep[]): number =>
  Math.round((steps.filter((step) => step.done).length / steps.length) * 100);
