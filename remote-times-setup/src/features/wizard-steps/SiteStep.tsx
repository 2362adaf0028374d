/**
 * The setup wizard's Sites step: a site belongs to a site group, so the step shows the site
 * groups (add one first on a new app) and the new site form.
 */
import { FormId, RightId, RightsGate, Section, appMessages } from '@times/shared-sdk/app';
import type { WizardStepProps } from '@times/shared-sdk/app';
import { SiteGroupsPanel } from '../site-groups/SiteGroupsPanel';
import { NewSitePanel } from '../sites/NewSitePanel';
import { useSiteChoices } from '../sites/useSiteChoices';

function SiteStepBody({ onCompleted }: WizardStepProps) {
  const choices = useSiteChoices();
  return (
    <Section>
      <SiteGroupsPanel groups={choices.groupsOrNull} onChanged={choices.reloadGroups} />
      <NewSitePanel choices={choices} onCreated={onCompleted} />
    </Section>
  );
}

export function SiteStep(props: WizardStepProps) {
  return (
    <RightsGate formId={FormId.SITES} rightId={RightId.MANAGE} things={appMessages.setup.sites.things}>
      <SiteStepBody {...props} />
    </RightsGate>
  );
}
