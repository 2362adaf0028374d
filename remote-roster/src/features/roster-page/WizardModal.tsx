/**
 * The 'Roster setup' modal: the four steps with their state and the one the wizard opens at
 * (spec 002 sections 2.5 and 4). The steps' forms arrive with the next part of issue 7.
 */
import type { RosterWizardResponse } from '@times/shared-sdk';
import { Modal, appMessages } from '@times/shared-sdk/app';
import { startStep } from './wizardProgress';

const t = appMessages.roster;

const done = (wizard: RosterWizardResponse, index: number) =>
  [wizard.wizard_working_days, wizard.wizard_positions, wizard.wizard_employees, wizard.wizard_constrains][index] === 1;

export function WizardModal({ wizard, onClose }: { wizard: RosterWizardResponse; onClose: () => void }) {
  const current = startStep(wizard);
  return (
    <Modal title={t.wizardTitle} size="lg" onClose={onClose}>
      <ol aria-label={t.wizardTitle}>
        {t.steps.map((name, index) => (
          <li key={name} aria-current={index === current ? 'step' : undefined}>
            {index === current ? <strong>{t.stepCurrent(name)}</strong> : done(wizard, index) ? t.stepDone(name) : t.stepTodo(name)}
          </li>
        ))}
      </ol>
      <p>{t.wizardPending}</p>
    </Modal>
  );
}
