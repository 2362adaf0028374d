/** /apptimes/clients: Available Clients, New Client, Client Types (form rights f_rd 4, right 3). */
import { useState } from 'react';
import { FormId, RightId, Tabs, appMessages, clientsApi, RightsGate, useList, Section } from '@times/shared-sdk/app';
import { ClientTypesPanel } from '../client-types/ClientTypesPanel';
import { ClientList } from './ClientList';
import { NewClientPanel } from './NewClientPanel';

type ClientsTab = 'available' | 'add' | 'types';
const t = appMessages.setup.clients;
const TABS = [
  { id: 'available', label: t.tabs.available },
  { id: 'add', label: t.tabs.add },
  { id: 'types', label: t.tabs.types },
] as const;

function ClientsSection() {
  const [tab, setTab] = useState<ClientsTab>('available');
  const types = useList(
    (signal) => clientsApi.types({ signal }),
    (data) => data.types,
  );
  return (
    <Section>
      <Tabs items={TABS} active={tab} onChange={setTab} label={t.things} />
      {tab === 'available' && <ClientList types={types.items ?? []} />}
      {tab === 'add' && <NewClientPanel types={types.items ?? []} onCreated={() => setTab('available')} />}
      {tab === 'types' && <ClientTypesPanel types={types.items} error={types.error} onChanged={types.reload} />}
    </Section>
  );
}

export function ClientsPage() {
  return (
    <RightsGate formId={FormId.CLIENTS} rightId={RightId.CLIENTS} things={t.things}>
      <ClientsSection />
    </RightsGate>
  );
}
