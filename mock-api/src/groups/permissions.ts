/**
 * The permissions of a user group (spec 001 section 7, the permissions modal): one entity per
 * form of FORM_PERMISSIONS with each of its rights, identified across forms by entityPermId
 * (frm_id x 100 + right id), and the changes a save applies (listed rights on or off, the others
 * kept). Only rights that exist on their form count.
 */
import { FORM_PERMISSIONS } from '../contract';
import type { GroupPermissionEntity } from '../contract';
import { allRightsOf } from '../rights';
import type { GroupRight, UserGroupRecord } from '../store/types';
import { entityPermId, splitEntityPermId } from '@times/shared-sdk/schemas';

export interface RightChange {
  right_id: number;
  perm_status: number;
}

const sameRight = (a: GroupRight, b: GroupRight): boolean => a.frm_id === b.frm_id && a.right_id === b.right_id;

/** The right an entityPermId names, when that right exists on its form. */
export function rightOfPermId(permId: number): GroupRight | undefined {
  const right = splitEntityPermId(permId);
  return allRightsOf(right.frm_id).includes(right.right_id) ? right : undefined;
}

/** The group's rights that exist on their form, each once. */
export const grantedRights = (group: UserGroupRecord): GroupRight[] =>
  group.rights.filter(
    (right, index) =>
      allRightsOf(right.frm_id).includes(right.right_id) &&
      group.rights.findIndex((other) => sameRight(other, right)) === index,
  );

export const toPermissions = (group: UserGroupRecord): GroupPermissionEntity[] =>
  FORM_PERMISSIONS.map((form) => ({
    id: form.frm_id,
    entity_name: form.name,
    entity_rights: form.rights.map((right) => ({
      id: right.id,
      entity_perm_id: entityPermId(form.frm_id, right.id),
      entity_perm_name: right.name,
      perm_status: group.rights.some((granted) => sameRight(granted, { frm_id: form.frm_id, right_id: right.id }))
        ? 1
        : 0,
    })),
  }));

/** The indexes of changes whose right_id names no right of any form. */
export const unknownChanges = (changes: readonly RightChange[]): number[] =>
  changes.flatMap((change, index) => (rightOfPermId(change.right_id) ? [] : [index]));

/** The rights after the changes (in order; the last change of a right wins). Unknown rights are skipped. */
export function applyRightChanges(rights: readonly GroupRight[], changes: readonly RightChange[]): GroupRight[] {
  let next = [...rights];
  for (const change of changes) {
    const right = rightOfPermId(change.right_id);
    if (!right) continue;
    const held = next.some((granted) => sameRight(granted, right));
    if (change.perm_status === 1 && !held) next.push(right);
    if (change.perm_status !== 1) next = next.filter((granted) => !sameRight(granted, right));
  }
  return next;
}
