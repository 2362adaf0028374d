/**
 * 'View group permissions': an extra-large dialog titled '{group} permissions' loading the group's
 * rights; Save sends every right (spec: a successful save shows nothing, so the dialog stays open).
 */
import { useApiAction } from '@times/shared-sdk';
import type { GroupPermissionEntity } from '@times/shared-sdk';
import { ListBody, Modal, usersApi, useList } from '@times/shared-sdk/app';
import { GroupPermissionsForm } from './GroupPermissionsForm';
import { groupText as t } from './groupText';
import { toGroupRights } from './permissionValues';
import type { PermissionValues } from './permissionValues';

export function GroupPermissionsModal({ ugd, name, onClose }: { ugd: string; name: string; onClose: () => void }) {
  const { items, error } = useList(
    (signal) => usersApi.groupRights(ugd, { signal }),
    (data) => data.permissions,
    [ugd],
  );
  const save = useApiAction();

  async function handleSave(permissions: GroupPermissionEntity[], values: PermissionValues) {
    const group_rights = toGroupRights(permissions, values);
    return Boolean(await save.run((signal) => usersApi.saveGroupRights({ ugd, group_rights }, { signal })));
  }

  return (
    <Modal title={t.permissionsTitle(name)} size="xl" onClose={onClose}>
      <ListBody items={items} error={error} empty={t.noPermissions}>
        {(permissions) => (
          <GroupPermissionsForm
            permissions={permissions}
            error={save.error}
            onSave={(values) => handleSave(permissions, values)}
          />
        )}
      </ListBody>
    </Modal>
  );
}
