/**
 * /apphome/homenewapp 'Create times app': Organization App (choose or add an organization first)
 * or Own App, then the app form; the app is added, confirmed with apd/apdd, and the user goes
 * back to /apphome. Close returns to /apphome.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardTitle,
  Row,
  Routes,
  useApiAction,
  type NewAppForm,
  type Organization,
} from '@times/shared-sdk';
import { appsApi, appMessages } from '@times/shared-sdk/app';
import type { AppHomeLocationState } from '../home/AppHomePage';
import { AppDetailsForm } from './AppDetailsForm';
import { AppKindChooser, type AppKind } from './AppKindChooser';
import { OrganizationPicker } from './OrganizationPicker';
import { toNewAppRequest } from './toNewAppRequest';

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const t = appMessages.newApp;

export function NewAppPage() {
  const navigate = useNavigate();
  const [kind, setKind] = useState<AppKind | null>(null);
  const [organization, setOrganization] = useState<Organization | null>(null);
  const { error, run } = useApiAction();

  const close = (state?: AppHomeLocationState) => {
    void navigate(Routes.APPHOME, { state });
  };

  async function handleCreate(values: NewAppForm) {
    const added = await run((signal) =>
      appsApi.addApp(toNewAppRequest(values, organization?.cmpd ?? null), { signal }),
    );
    if (!added) return;
    const confirmed = await run((signal) => appsApi.confirmApp({ ad: added.apd, add: added.apdd }, { signal }));
    if (confirmed) close({ tab: 'following' });
  }

  function handleBack() {
    if (organization) setOrganization(null);
    else setKind(null);
  }

  const showForm = kind === 'own' || (kind === 'organization' && organization);
  return (
    <Card>
      <Head>
        <CardTitle>{t.title}</CardTitle>
        <Button type="button" $variant="secondary" onClick={() => close()}>
          {t.close}
        </Button>
      </Head>
      {kind === null && <AppKindChooser onChoose={setKind} />}
      {kind === 'organization' && !organization && <OrganizationPicker onChoose={setOrganization} />}
      {showForm && (
        <>
          <p>{organization ? t.chosenOrganization(organization.c_nm) : t.ownApp}</p>
          <AppDetailsForm error={error} onSubmit={handleCreate} />
        </>
      )}
      {kind !== null && (
        <Row>
          <Button type="button" $variant="link" onClick={handleBack}>
            {t.back}
          </Button>
        </Row>
      )}
    </Card>
  );
}
