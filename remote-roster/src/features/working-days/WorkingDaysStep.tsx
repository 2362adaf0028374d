/**
 * Step 1 of the shift setup wizard: the shift's working days (spec 002 sections 2.5, 4, 5, 6).
 * Loads the stored record (none yet: the defaults), saves it and reports the step completed.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Spinner, useApiAction } from '@times/shared-sdk';
import type { ShiftWorkingDays } from '@times/shared-sdk';
import { appMessages, rosterSetupApi } from '@times/shared-sdk/app';
import type { ShiftStepProps } from '../shift-wizard/shiftStep';
import { WorkingDaysForm } from './WorkingDaysForm';
import type { WorkingDaysValues } from './workingDaysValues';
import { initialValues, toPayload } from './workingDaysValues';

type Loaded = { record: ShiftWorkingDays | null } | null;

export function WorkingDaysStep({ shift, access, onSaved }: ShiftStepProps) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const load = useApiAction();
  const save = useApiAction();
  const { std, sftd } = shift;
  const allowed = access.mode !== 'none';
  const { run: runLoad } = load;

  useEffect(() => {
    if (!allowed) return;
    setLoaded(null);
    void runLoad((signal) => rosterSetupApi.workingDays({ std, sftd }, { signal })).then((data) => {
      if (data) setLoaded({ record: data.shift_working_days ?? null });
    });
  }, [std, sftd, allowed, runLoad]);

  const initial = useMemo(() => initialValues({ std, sftd }, loaded?.record ?? null), [std, sftd, loaded]);

  if (!allowed) return <Alert>{appMessages.shiftSetup.wizard.noRights}</Alert>;
  if (load.error) return <Alert>{load.error}</Alert>;
  if (!loaded) return <Spinner />;

  const handleSave = async (values: WorkingDaysValues) => {
    const data = await save.run((signal) => rosterSetupApi.saveWorkingDays(toPayload(values), { signal }));
    if (data) onSaved();
  };

  return (
    <WorkingDaysForm
      initial={initial}
      readOnly={access.mode === 'view'}
      canSave={access.canAdd}
      error={save.error}
      onSave={handleSave}
    />
  );
}
