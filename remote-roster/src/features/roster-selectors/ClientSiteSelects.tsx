/** Select Client and Select Site, as the roster page and the roster list show them. */
import { appMessages } from '@times/shared-sdk/app';
import { ChoiceSelect } from './ChoiceSelect';
import type { ClientSites } from './useClientSites';

const t = appMessages.roster;

export function ClientSiteSelects({ selection: s }: { selection: Omit<ClientSites, 'ready' | 'error'> }) {
  return (
    <>
      <ChoiceSelect
        label={t.selectClient}
        items={s.clients}
        value={s.clientId}
        onChange={s.setClientId}
        optionValue={(client) => client.cntd}
        optionLabel={(client) => client.name}
        placeholder={t.selectClient}
      />
      <ChoiceSelect
        label={t.selectSite}
        items={s.sites}
        value={s.siteId}
        onChange={s.setSiteId}
        optionValue={(site) => site.std}
        optionLabel={(site) => site.name}
      />
    </>
  );
}
