/**
 * 'Add new position': the form with the roles the shift does not have yet and Save. Without a
 * site and a shift it says 'Please select site and shift' and sends nothing; a saved position
 * starts the form again and reports the step done.
 */
import { Alert, Card, useApiAction } from '@times/shared-sdk';
import { appMessages, rosterShiftApi } from '@times/shared-sdk/app';
import type { ShiftSelection } from '../shift-wizard/shiftStep';
import { PositionForm } from './PositionForm';
import { EMPTY_POSITION, toAddPayload } from './positionValues';
import type { PositionValues } from './positionValues';
import { useConfiguredDaily } from './useConfiguredDaily';
import { useRoleChoices } from './useRoleChoices';

const t = appMessages.shiftSetup;

interface Props {
  shift: ShiftSelection;
  /** Bumped by the step after any change; reloads the choices and the day limits. */
  version: number;
  onSaved: () => void;
}

export function NewPosition({ shift, version, onSaved }: Props) {
  const { std, sftd } = shift;
  const { roles, error: rolesError } = useRoleChoices(std, sftd, version);
  const { limits, error: limitsError } = useConfiguredDaily(std, sftd, version);
  const { error, setError, run } = useApiAction();

  async function handleSave(values: PositionValues): Promise<boolean> {
    if (!std || !sftd) {
      setError(t.wizard.selectSiteAndShift);
      return false;
    }
    if (!(await run((signal) => rosterShiftApi.addPosition(toAddPayload(values, std, sftd), { signal })))) return false;
    onSaved();
    return true;
  }

  return (
    <Card>
      {(rolesError ?? limitsError) && <Alert>{rolesError ?? limitsError}</Alert>}
      <PositionForm
        label={t.positions.tabs.add}
        initial={EMPTY_POSITION}
        roles={roles ?? []}
        limits={limits}
        submitLabel={t.wizard.save}
        error={error}
        onSubmit={handleSave}
      />
    </Card>
  );
}
