/**
 * The roster setup progress bar of the selected shift. Clicking it opens the shift setup wizard:
 * below 100% in place under the bar (clicking again closes it), at 100% in a modal (spec 002
 * section 2.1). The way it opened is kept while it is open, so finishing the last step does not
 * move it.
 */
import { useState } from 'react';
import type { FormRights, RosterWizardResponse } from '@times/shared-sdk';
import { Modal, ProgressBanner, appMessages } from '@times/shared-sdk/app';
import { ShiftWizard } from '../shift-wizard/ShiftWizard';
import type { ShiftSelection } from '../shift-wizard/shiftStep';
import { bannerLabel } from './wizardProgress';

interface Props {
  wizard: RosterWizardResponse;
  shift: ShiftSelection;
  rights: FormRights;
  onChanged: () => void;
}

export function WizardBanner({ wizard, shift, rights, onChanged }: Props) {
  const [open, setOpen] = useState<'inline' | 'modal' | null>(null);
  const toggle = () => setOpen((now) => (now ? null : wizard.wizard_perc >= 100 ? 'modal' : 'inline'));
  const content = <ShiftWizard shift={shift} wizard={wizard} rights={rights} onChanged={onChanged} />;
  return (
    <>
      <ProgressBanner label={bannerLabel(wizard.wizard_perc)} percent={wizard.wizard_perc} onClick={toggle} />
      {open === 'inline' && <section aria-label={appMessages.shiftSetup.wizard.title}>{content}</section>}
      {open === 'modal' && (
        <Modal title={appMessages.shiftSetup.wizard.title} size="xl" onClose={() => setOpen(null)}>
          {content}
        </Modal>
      )}
    </>
  );
}
