/**
 * Step 4 of the shift setup wizard, 'Constrains setup' (spec 002 sections 2.5, 4, 6): the roster
 * rules of the shift. Rights 13 (or admin) edit, 14 view; anyone else reads the no-rights text.
 * Every successful change (assign, move, remove) reports the step saved through onSaved.
 */
import { Alert } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import type { ShiftStepProps } from '../shift-wizard/shiftStep';
import { RuleBoard } from './RuleBoard';

export function ConstraintsStep(props: ShiftStepProps) {
  if (props.access.mode === 'none') return <Alert>{appMessages.shiftSetup.wizard.noRights}</Alert>;
  return <RuleBoard {...props} />;
}
