/**
 * Who may open the roster list page (spec 002 section 6): admin, operations manager, or any of the
 * ROSTER rights 9 to 14 (create, view, adjust, setup, constraints edit and view), as the server
 * checks the roster list.
 */
import type { FormRights } from '@times/shared-sdk';
import { RightId, hasRight } from '@times/shared-sdk/app';

export const ROSTER_LIST_RIGHTS: readonly number[] = [
  RightId.ROSTER_CREATE,
  RightId.ROSTER_VIEW,
  RightId.ROSTER_ADJUST,
  RightId.ROSTER_SETUP_EDIT,
  RightId.CONSTRAINTS_EDIT,
  RightId.CONSTRAINTS_VIEW,
];

export function canListRosters(rights: FormRights | null | undefined): boolean {
  if (!rights) return false;
  if (rights.isAdmn === 1 || rights.isOpsManager === 1) return true;
  return ROSTER_LIST_RIGHTS.some((id) => hasRight(rights, id));
}
