/**
 * Step 2 of the shift setup wizard, 'Positions setup' (spec 002 sections 2.5, 4, 5, 6): the
 * summary boxes, then the tabs 'Available positions' and, for a user who may add, 'Add new
 * position'. Every add, update or delete reloads the summary, the cards and the form's limits; a
 * successful add reports the step done. Without rights only 'Invalid user rights, please contact
 * your administrator'.
 */
import { useState } from 'react';
import { Alert } from '@times/shared-sdk';
import { Section, Tabs, appMessages } from '@times/shared-sdk/app';
import type { ShiftStepProps } from '../shift-wizard/shiftStep';
import { SummaryBoxes } from '../shift-summary/SummaryBoxes';
import { useShiftSummary } from '../shift-summary/useShiftSummary';
import { AvailablePositions } from './AvailablePositions';
import { NewPosition } from './NewPosition';

type PositionsTab = 'available' | 'add';

const t = appMessages.shiftSetup;
const AVAILABLE = { id: 'available', label: t.positions.tabs.available } as const;
const ADD = { id: 'add', label: t.positions.tabs.add } as const;

export function PositionsStep(props: ShiftStepProps) {
  // Without rights nothing is loaded.
  if (props.access.mode === 'none') return <Alert>{t.wizard.noRights}</Alert>;
  return <PositionsPanel {...props} />;
}

function PositionsPanel({ shift, access, onSaved }: ShiftStepProps) {
  const [tab, setTab] = useState<PositionsTab>('available');
  const [version, setVersion] = useState(0);
  const summary = useShiftSummary(shift.std, shift.sftd, version);
  const canAdd = access.mode === 'edit' && access.canAdd;
  const canChange = access.mode === 'edit' && access.canChange;
  const changed = () => setVersion((current) => current + 1);

  function handleAdded() {
    changed();
    onSaved();
  }

  return (
    <Section>
      {summary && <SummaryBoxes summary={summary} />}
      <Tabs
        items={canAdd ? [AVAILABLE, ADD] : [AVAILABLE]}
        active={canAdd ? tab : 'available'}
        onChange={setTab}
        label={t.wizard.steps[1]}
      />
      {tab === 'add' && canAdd ? (
        <NewPosition shift={shift} version={version} onSaved={handleAdded} />
      ) : (
        <AvailablePositions shift={shift} canChange={canChange} version={version} onChanged={changed} />
      )}
    </Section>
  );
}
