/**
 * The permissions modal's form values: one 0/1 flag per right, keyed by its entity_perm_id, and
 * the save payload built from them (every right of every entity, edited or not).
 */
import type { GroupPermissionEntity, GroupRightsSaveRequest } from '@times/shared-sdk';

export type PermissionValues = Record<string, 0 | 1>;

/** The form field of one right (formik names must not be bare numbers). */
export const permissionField = (entityPermId: number): string => `p${entityPermId}`;

export function toPermissionValues(permissions: GroupPermissionEntity[]): PermissionValues {
  const values: PermissionValues = {};
  for (const entity of permissions) {
    for (const right of entity.entity_rights)
      values[permissionField(right.entity_perm_id)] = right.perm_status === 1 ? 1 : 0;
  }
  return values;
}

export function toGroupRights(
  permissions: GroupPermissionEntity[],
  values: PermissionValues,
): GroupRightsSaveRequest['group_rights'] {
  return permissions.flatMap((entity) =>
    entity.entity_rights.map((right) => ({
      right_id: right.entity_perm_id,
      perm_status: values[permissionField(right.entity_perm_id)] === 1 ? 1 : 0,
    })),
  );
}
