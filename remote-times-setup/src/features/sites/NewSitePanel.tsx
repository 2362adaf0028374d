/** New Sites: the site form; after a create the page returns to its first tab and the list reloads. */
import { Card, useApiAction } from '@times/shared-sdk';
import { appMessages, sitesApi } from '@times/shared-sdk/app';
import { SiteForm } from './SiteForm';
import { toSiteWrite, type SiteValues } from './toSiteWrite';
import type { SiteChoices } from './useSiteChoices';

const EMPTY: SiteValues = { nm: '', clnt: '', sgd: '', ops: '', gen_emply: 1, usr_emply: 0, loc_autocomplete: '' };

export function NewSitePanel({ choices, onCreated }: { choices: SiteChoices; onCreated: () => void }) {
  const { error, run } = useApiAction();
  async function handleSubmit(values: SiteValues) {
    if (await run((signal) => sitesApi.add(toSiteWrite(values, null), { signal }))) onCreated();
  }
  return (
    <Card>
      <SiteForm
        initial={EMPTY}
        choices={choices}
        error={error}
        submitLabel={appMessages.setup.save}
        onSubmit={handleSubmit}
      />
    </Card>
  );
}
