/**
 * The shift setup wizard (spec 002 sections 2.5 and 4): the numbered strip, the current step and
 * Next/Previous. It opens at working days if not done, else positions, else employees; a
 * successful save reloads the wizard status, reports the step completed and moves to the next step.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button } from '@times/shared-sdk';
import type { FormRights, RosterWizardResponse } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { startStep } from '../roster-page/wizardProgress';
import type { ShiftSelection } from './shiftStep';
import { StepStrip } from './StepStrip';
import { stepAccess } from './stepAccess';
import { STEP_COMPONENTS } from './stepComponents';

const t = appMessages.shiftSetup.wizard;
const LAST = STEP_COMPONENTS.length - 1;
const stepName = (index: number): string => t.steps[index] ?? '';

const Nav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  margin-top: 16px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface Props {
  shift: ShiftSelection;
  wizard: RosterWizardResponse;
  rights: FormRights;
  /** A step was saved: reload the wizard status. */
  onChanged: () => void;
}

export function ShiftWizard({ shift, wizard, rights, onChanged }: Props) {
  const [current, setCurrent] = useState(() => startStep(wizard));
  const [completed, setCompleted] = useState<string | null>(null);
  const open = (index: number) => {
    setCompleted(null);
    setCurrent(index);
  };
  const saved = (index: number) => () => {
    onChanged();
    setCompleted(t.stepDone(stepName(index)));
    setCurrent(Math.min(index + 1, LAST));
  };
  const step = STEP_COMPONENTS[current];
  if (!step) return null;
  const { key, Step } = step;
  return (
    <div>
      <StepStrip wizard={wizard} current={current} onOpen={open} />
      {completed && <Alert tone="success">{completed}</Alert>}
      <h3>{t.stepLabel(current + 1, stepName(current))}</h3>
      <Step
        key={`${shift.std}/${shift.sftd}/${key}`}
        shift={shift}
        access={stepAccess(rights, shift, key)}
        onSaved={saved(current)}
      />
      <Nav>
        <Button type="button" $variant="secondary" disabled={current === 0} onClick={() => open(current - 1)}>
          {t.previous}
        </Button>
        <Button type="button" $variant="secondary" disabled={current === LAST} onClick={() => open(current + 1)}>
          {t.next}
        </Button>
      </Nav>
    </div>
  );
}
