/**
 * What every step of the shift setup wizard receives: the selected site and shift (with the
 * user's roster access to the site), what the user may do in this step, and the callback a
 * successful save calls (the wizard reloads its status and moves on).
 */
import type { RosterSetupSite } from '@times/shared-sdk';

export interface ShiftSelection {
  std: string;
  sftd: string;
  siteName: string;
  shiftName: string;
  /** The site flags of the roster site selector (spec 002 section 3). */
  isCreate: RosterSetupSite['isCreate'];
  isView: RosterSetupSite['isView'];
}

/**
 * What a user may do in a step (spec 002 section 6): 'none' shows 'Invalid user rights, please
 * contact your administrator'; 'view' shows the data without add, save, update or delete.
 */
export type StepMode = 'edit' | 'view' | 'none';

export interface StepAccess {
  mode: StepMode;
  /** May add (or save, for working days): mode 'edit' and, where the spec says so, site isCreate 1. */
  canAdd: boolean;
  /** May update and delete: mode 'edit' and site isCreate 1. */
  canChange: boolean;
}

export interface ShiftStepProps {
  shift: ShiftSelection;
  access: StepAccess;
  /** Called after a successful save (or add) in the step: reports the step completed and moves on. */
  onSaved: () => void;
}
