/** The roster setup progress bar of the selected shift; clicking it opens the setup modal. */
import { useState } from 'react';
import type { RosterWizardResponse } from '@times/shared-sdk';
import { ProgressBanner } from '@times/shared-sdk/app';
import { WizardModal } from './WizardModal';
import { bannerLabel } from './wizardProgress';

export function WizardBanner({ wizard }: { wizard: RosterWizardResponse }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ProgressBanner label={bannerLabel(wizard.wizard_perc)} percent={wizard.wizard_perc} onClick={() => setOpen(true)} />
      {open && <WizardModal wizard={wizard} onClose={() => setOpen(false)} />}
    </>
  );
}
