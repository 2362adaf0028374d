/**
 * Organization App: choose from the Available organizations or add one on the New organization
 * tab (opened by itself when the user has none).
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  EmptyState,
  Spinner,
  useApiAction,
  type Organization,
  type OrganizationForm as Values,
} from '@times/shared-sdk';
import { Tabs, appsApi, appMessages } from '@times/shared-sdk/app';
import { OrganizationForm } from './OrganizationForm';
import { toOrganizationRequest } from './toOrganizationRequest';
import { useOrganizations } from './useOrganizations';

type PickerTab = 'available' | 'new';
const t = appMessages.newApp;
const TABS = [
  { id: 'available', label: t.availableOrganizations },
  { id: 'new', label: t.newOrganization },
] as const;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { display: flex; justify-content: space-between; align-items: center; padding: 10px 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
`;

export function OrganizationPicker({ onChoose }: { onChoose: (organization: Organization) => void }) {
  const { organizations, error: loadError, reload } = useOrganizations();
  const [tab, setTab] = useState<PickerTab>('available');
  const { error, run } = useApiAction();

  useEffect(() => {
    if (organizations?.length === 0) setTab('new');
  }, [organizations]);

  async function handleAdd(values: Values) {
    const data = await run((signal) => appsApi.addOrganization(toOrganizationRequest(values), { signal }));
    if (!data) return;
    const list = await reload();
    const added = list?.find((organization) => organization.cmpd === data.cmpd);
    if (added) onChoose(added);
    else setTab('available');
  }

  if (!organizations && !loadError) return <Spinner />;
  return (
    <section aria-label={t.organizationApp}>
      <Tabs items={TABS} active={tab} onChange={setTab} label={t.organizationApp} />
      {loadError && <Alert>{loadError}</Alert>}
      {tab === 'available' ? (
        organizations && organizations.length > 0 ? (
          <List aria-label={t.availableOrganizations}>
            {organizations.map((organization) => (
              <li key={organization.cmpd}>
                <span>{organization.c_nm}</span>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={t.chooseOrganization(organization.c_nm)}
                  onClick={() => onChoose(organization)}
                >
                  {t.choose}
                </Button>
              </li>
            ))}
          </List>
        ) : (
          <EmptyState>{t.noOrganizations}</EmptyState>
        )
      ) : (
        <OrganizationForm error={error} onSubmit={handleAdd} />
      )}
    </section>
  );
}
