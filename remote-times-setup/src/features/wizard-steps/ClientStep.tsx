/**
 * The setup wizard's Clients step: a client needs a client type, so the step shows the client
 * types (add one first on a new app) and the new client form.
 */
import { FormId, RightId, RightsGate, Section, appMessages, clientsApi, useList } from '@times/shared-sdk/app';
import type { WizardStepProps } from '@times/shared-sdk/app';
import { ClientTypesPanel } from '../client-types/ClientTypesPanel';
import { NewClientPanel } from '../clients/NewClientPanel';

function ClientStepBody({ onCompleted }: WizardStepProps) {
  const types = useList(
    (signal) => clientsApi.types({ signal }),
    (data) => data.types,
  );
  return (
    <Section>
      <ClientTypesPanel types={types.items} error={types.error} onChanged={types.reload} />
      <NewClientPanel types={types.items ?? []} onCreated={onCompleted} />
    </Section>
  );
}

export function ClientStep(props: WizardStepProps) {
  return (
    <RightsGate formId={FormId.CLIENTS} rightId={RightId.CLIENTS} things={appMessages.setup.clients.things}>
      <ClientStepBody {...props} />
    </RightsGate>
  );
}
