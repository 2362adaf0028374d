/**
 * A user group opened from the list: its rename form (Update), Delete (confirmed), the 'View group
 * permissions' modal and its Group Sites. Close and a successful delete go back to the list.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, CardTitle, Row, useApiAction } from '@times/shared-sdk';
import type { UserGroup } from '@times/shared-sdk';
import { ConfirmDialog, usersApi } from '@times/shared-sdk/app';
import { GroupNameForm } from './GroupNameForm';
import { GroupPermissionsModal } from './GroupPermissionsModal';
import { GroupSites } from './GroupSites';
import { groupText as t } from './groupText';

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
`;

const Actions = styled(Row)`
  margin: 4px 0 20px;
`;

export function GroupDetail({ group, onClose }: { group: UserGroup; onClose: () => void }) {
  const [name, setName] = useState(group.name);
  const [confirming, setConfirming] = useState(false);
  const [permissionsOpen, setPermissionsOpen] = useState(false);
  const rename = useApiAction();
  const remove = useApiAction();

  async function handleRename(next: string) {
    const renamed = Boolean(await rename.run((signal) => usersApi.renameGroup(group.gdd, next, { signal })));
    if (renamed) setName(next);
    return renamed;
  }

  async function handleDelete() {
    setConfirming(false);
    if (await remove.run((signal) => usersApi.removeGroup(group.gdd, { signal }))) onClose();
  }

  return (
    <Card aria-label={name}>
      <Header>
        <CardTitle as="h2">{name}</CardTitle>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      </Header>
      <GroupNameForm
        initialName={name}
        submitLabel={t.update}
        formLabel={t.renameForm}
        error={rename.error}
        onSubmit={handleRename}
      />
      {remove.error && <Alert>{remove.error}</Alert>}
      <Actions>
        <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
          {t.delete}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setPermissionsOpen(true)}>
          {t.viewPermissions}
        </Button>
      </Actions>
      <GroupSites ugd={group.gdd} />
      {confirming && (
        <ConfirmDialog
          message={t.confirmDelete(name)}
          onConfirm={() => void handleDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
      {permissionsOpen && (
        <GroupPermissionsModal ugd={group.gdd} name={name} onClose={() => setPermissionsOpen(false)} />
      )}
    </Card>
  );
}
