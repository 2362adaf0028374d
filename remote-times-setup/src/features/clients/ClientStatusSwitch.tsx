/**
 * The client status switch: the label flips at once (5 Active / 10 Deactivated) and reverts with
 * 'Status change error, invalid user rights' or 'Status change error occured' when refused.
 */
import { useState } from 'react';
import { Alert, ClientStatus, useApiAction } from '@times/shared-sdk';
import { Switch, appMessages, clientsApi } from '@times/shared-sdk/app';

export function ClientStatusSwitch({ clntd, active }: { clntd: string; active: boolean }) {
  const [on, setOn] = useState(active);
  const { error, run } = useApiAction();
  const t = appMessages.setup;

  async function handleChange(next: boolean) {
    setOn(next);
    const data = await run((signal) =>
      clientsApi.setStatus(clntd, next ? ClientStatus.ACTIVE : ClientStatus.DEACTIVATED, { signal }),
    );
    if (!data) setOn(!next);
  }

  return (
    <div onClick={(event) => event.stopPropagation()}>
      <Switch checked={on} label={on ? t.active : t.deactivated} onChange={(next) => void handleChange(next)} />
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
