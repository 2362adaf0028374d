/**
 * The app's setting on the Requests page, an admin's to change: every availability change of an
 * employee waits for a manager (else only those inside a Published roster's period). Saved when ticked.
 */
import { useState } from 'react';
import { Alert, useApiAction } from '@times/shared-sdk';
import { appMessages, requestsApi } from '@times/shared-sdk/app';

const r = appMessages.myTimes.requests;

export function EveryChangeWaits({ waits }: { waits: boolean }) {
  const [checked, setChecked] = useState(waits);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const { error, run } = useApiAction();
  const toggle = async () => {
    const next = !checked;
    setSaved(false);
    setBusy(true);
    const data = await run((signal) => requestsApi.settings({ every_change_waits: next ? 1 : 0 }, { signal }));
    setBusy(false);
    if (!data) return;
    setChecked(data.every_change_waits === 1);
    setSaved(true);
  };
  return (
    <div>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 40 }}>
        <input type="checkbox" checked={checked} disabled={busy} onChange={() => void toggle()} />
        {r.everyChangeWaits}
      </label>
      {saved && <Alert tone="success">{r.settingsSaved}</Alert>}
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
