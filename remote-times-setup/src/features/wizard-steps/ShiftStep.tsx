/** The setup wizard's Shifts step: the add shift form for one of the app's sites. */
import { Card, Spinner, useApiAction } from '@times/shared-sdk';
import type { ShiftWrite } from '@times/shared-sdk';
import { FormId, RightId, RightsGate, appMessages, shiftsApi, sitesApi, useList } from '@times/shared-sdk/app';
import type { WizardStepProps } from '@times/shared-sdk/app';
import { ShiftForm } from '../shifts/ShiftForm';

function ShiftStepBody({ onCompleted }: WizardStepProps) {
  const sites = useList(
    (signal) => sitesApi.lookup({ signal }),
    (data) => data.sites,
  );
  const { error, run } = useApiAction();
  async function handleAdd(values: ShiftWrite) {
    if (await run((signal) => shiftsApi.add(values, { signal }))) onCompleted();
  }
  if (!sites.items) return <Spinner />;
  return (
    <Card>
      <ShiftForm
        initial={{ nm: '', std: sites.items[0]?.sd ?? '', start_time: '', end_time: '' }}
        sites={sites.items}
        error={error ?? sites.error}
        submitLabel={appMessages.setup.save}
        onSubmit={handleAdd}
      />
    </Card>
  );
}

export function ShiftStep(props: WizardStepProps) {
  return (
    <RightsGate formId={FormId.SITES} rightId={RightId.MANAGE} things={appMessages.setup.shifts.things}>
      <ShiftStepBody {...props} />
    </RightsGate>
  );
}
