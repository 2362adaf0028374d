/**
 * The rights of each wizard step (spec 002 section 6), from the ROSTER form rights (f_rd 5) and
 * the site's roster flags. Admins and operations managers edit (the server lets an operations
 * manager write on their own sites, and only those are listed to them); group users by right:
 *   working days  20 edit, 21 view; saving also needs site isCreate 1
 *   positions     12 edit, 10 view; update and delete also need isCreate 1
 *   employees     12 edit, 10 view; update and delete also need isCreate 1
 *   constraints   13 edit, 14 view
 */
import type { FormRights } from '@times/shared-sdk';
import { RightId, hasRight } from '@times/shared-sdk/app';
import type { ShiftSelection, StepAccess, StepMode } from './shiftStep';

export const WIZARD_STEPS = ['workingDays', 'positions', 'employees', 'constraints'] as const;
export type WizardStepKey = (typeof WIZARD_STEPS)[number];

const STEP_RIGHTS: Record<WizardStepKey, { edit: number; view: number }> = {
  workingDays: { edit: RightId.WORKING_DAYS_EDIT, view: RightId.WORKING_DAYS_VIEW },
  positions: { edit: RightId.ROSTER_SETUP_EDIT, view: RightId.ROSTER_VIEW },
  employees: { edit: RightId.ROSTER_SETUP_EDIT, view: RightId.ROSTER_VIEW },
  constraints: { edit: RightId.CONSTRAINTS_EDIT, view: RightId.CONSTRAINTS_VIEW },
};

function stepMode(rights: FormRights, step: WizardStepKey): StepMode {
  if (rights.isAdmn === 1 || rights.isOpsManager === 1) return 'edit';
  if (rights.isGroupUser !== 1) return 'none';
  const { edit, view } = STEP_RIGHTS[step];
  if (hasRight(rights, edit)) return 'edit';
  return hasRight(rights, view) ? 'view' : 'none';
}

export function stepAccess(
  rights: FormRights,
  site: Pick<ShiftSelection, 'isCreate'>,
  step: WizardStepKey,
): StepAccess {
  const mode = stepMode(rights, step);
  const edit = mode === 'edit';
  const siteCreate = site.isCreate === 1;
  return {
    mode,
    // Working days save only on an isCreate site; positions and employees may be added by an editor.
    canAdd: edit && (step !== 'workingDays' || siteCreate),
    canChange: edit && (step === 'constraints' || siteCreate),
  };
}
