/**
 * The access rule of the setup screens (spec 000 section 6, spec 001 section 6): granted to an
 * admin, or to a group user whose rights for the form include the right id.
 */
import type { FormRights } from '@times/shared-sdk';
import { FORM_PERMISSIONS } from '../../constants/rights';
import type { FormIdCode } from '../../constants/rights';

export const hasRight = (rights: FormRights | null | undefined, rightId: number): boolean =>
  Boolean(rights?.u_rights.some((right) => right.id === rightId));

export function canAccess(rights: FormRights | null | undefined, rightId: number): boolean {
  if (!rights) return false;
  return rights.isAdmn === 1 || (rights.isGroupUser === 1 && hasRight(rights, rightId));
}

/** Any of several rights (e.g. the roster list: rights 9 to 14), or admin, or operations manager. */
export function canAccessAny(
  rights: FormRights | null | undefined,
  rightIds: readonly number[],
  { opsManager = false } = {},
): boolean {
  if (!rights) return false;
  if (rights.isAdmn === 1 || (opsManager && rights.isOpsManager === 1)) return true;
  return rights.isGroupUser === 1 && rightIds.some((id) => hasRight(rights, id));
}

/** Every right id a form carries (the rights model's FORM_PERMISSIONS), e.g. ROSTER's 9 to 14, 20 and 21. */
export const rightIdsOf = (formId: FormIdCode): readonly number[] =>
  FORM_PERMISSIONS.find((form) => form.frm_id === formId)?.rights.map((right) => right.id) ?? [];
