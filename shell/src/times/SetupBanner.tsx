/** The setup progress banner, shown while setup is under 100%; a click opens the wizard. */
import { useState } from 'react';
import { type AppDetails } from '@times/shared-sdk';
import { ProgressBanner } from '@times/shared-sdk/app';
import { SetupWizardModal } from './SetupWizardModal';
import { bannerText, wizardSteps } from './setupWizard';

export function SetupBanner({ details }: { details: AppDetails }) {
  const [open, setOpen] = useState(false);
  const text = bannerText(details.wizard_perc);
  if (!text && !open) return null;
  return (
    <>
      {text && <ProgressBanner label={text} percent={details.wizard_perc} onClick={() => setOpen(true)} />}
      {open && <SetupWizardModal steps={wizardSteps(details)} onClose={() => setOpen(false)} />}
    </>
  );
}
