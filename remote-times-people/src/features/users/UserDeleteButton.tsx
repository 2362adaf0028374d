/**
 * Delete of a user's details: asks 'Delete {name} ?' with Delete and Cancel, then deletes; a refusal
 * ('Deactivate user first before deletion', 'You are not allowed to update yourself') is shown here.
 */
import { useState } from 'react';
import { Alert, Button, useApiAction } from '@times/shared-sdk';
import { ConfirmDialog, appMessages, usersApi } from '@times/shared-sdk/app';

const t = appMessages.usersPage.users;

export function UserDeleteButton({ usd, name, onDeleted }: { usd: string; name: string; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const { error, run } = useApiAction();

  async function handleDelete() {
    setConfirming(false);
    if (await run((signal) => usersApi.remove(usd, { signal }))) onDeleted();
  }

  return (
    <>
      {error && <Alert>{error}</Alert>}
      <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
        {t.delete}
      </Button>
      {confirming && (
        <ConfirmDialog
          message={t.confirmDelete(name)}
          onConfirm={() => void handleDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
