/** /apptimes/shifts: the site selector, Available Shifts and Add Shift (form rights f_rd 1, right 1). */
import { useState } from 'react';
import { Card, EmptyState, Spinner, useApiAction } from '@times/shared-sdk';
import type { ShiftWrite } from '@times/shared-sdk';
import {
  FormId,
  RightId,
  Tabs,
  appMessages,
  shiftsApi,
  sitesApi,
  RightsGate,
  useList,
  Section,
  Toolbar,
} from '@times/shared-sdk/app';
import { ShiftForm } from './ShiftForm';
import { ShiftList } from './ShiftList';

type ShiftsTab = 'available' | 'add';
const t = appMessages.setup.shifts;
const TABS = [
  { id: 'available', label: t.tabs.available },
  { id: 'add', label: t.tabs.add },
] as const;

function ShiftsSection() {
  const [tab, setTab] = useState<ShiftsTab>('available');
  const sites = useList(
    (signal) => sitesApi.lookup({ signal }),
    (data) => data.sites,
  );
  // The chosen site, or the first one until the user picks: derived, so a pick is never overwritten.
  const [chosenSiteId, setSiteId] = useState('');
  const siteId = chosenSiteId || sites.items?.[0]?.sd || '';
  const { error, run } = useApiAction();
  const site = sites.items?.find((candidate) => candidate.sd === siteId);

  async function handleAdd(values: ShiftWrite) {
    if (await run((signal) => shiftsApi.add(values, { signal }))) {
      setSiteId(values.std);
      setTab('available');
    }
  }

  if (!sites.items) return <Spinner />;
  return (
    <Section>
      <Tabs items={TABS} active={tab} onChange={setTab} label={t.things} />
      {tab === 'available' ? (
        <>
          <Toolbar>
            <label>
              {t.site}
              <select value={siteId} onChange={(event) => setSiteId(event.target.value)}>
                {sites.items.length === 0 && <option value="">{appMessages.setup.empty}</option>}
                {sites.items.map((candidate) => (
                  <option key={candidate.sd} value={candidate.sd}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            </label>
          </Toolbar>
          {site ? <ShiftList key={site.sd} site={site} sites={sites.items} /> : <EmptyState>{t.none}</EmptyState>}
        </>
      ) : (
        <Card>
          <ShiftForm
            initial={{ nm: '', std: siteId, start_time: '', end_time: '' }}
            sites={sites.items}
            error={error}
            submitLabel={appMessages.setup.save}
            onSubmit={handleAdd}
          />
        </Card>
      )}
    </Section>
  );
}

export function ShiftsPage() {
  return (
    <RightsGate formId={FormId.SITES} rightId={RightId.MANAGE} things={t.things}>
      <ShiftsSection />
    </RightsGate>
  );
}
