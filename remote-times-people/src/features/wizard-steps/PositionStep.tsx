/** The setup wizard's Positions step: the add position form. */
import { Card, useApiAction } from '@times/shared-sdk';
import { FormId, RightId, RightsGate, appMessages, positionsApi } from '@times/shared-sdk/app';
import type { WizardStepProps } from '@times/shared-sdk/app';
import { PositionForm } from '../positions/PositionForm';
import { EMPTY_POSITION, toPositionFields, type PositionValues } from '../positions/toPositionFields';

function PositionStepBody({ onCompleted }: WizardStepProps) {
  const add = useApiAction();
  async function handleAdd(values: PositionValues) {
    if (await add.run((signal) => positionsApi.add(toPositionFields(values), { signal }))) onCompleted();
  }
  return (
    <Card>
      <PositionForm initial={EMPTY_POSITION} isUpdate={false} error={add.error} onSubmit={handleAdd} />
    </Card>
  );
}

export function PositionStep(props: WizardStepProps) {
  return (
    <RightsGate formId={FormId.SITES} rightId={RightId.MANAGE} things={appMessages.positions.notAllowedThings}>
      <PositionStepBody {...props} />
    </RightsGate>
  );
}
