/**
 * One of the app's settings on the Requests page, an admin's to change: a box saved when ticked (`save` answers the
 * value kept, or null when the call failed: its message is shown and the box keeps what it was).
 */
import { useState } from 'react';
import { Alert, useApiAction } from '@times/shared-sdk';
import type { ApiOutcome, ApiResponse } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const r = appMessages.myTimes.requests;

export function SettingToggle<T extends ApiResponse>({
  label,
  value,
  save,
  kept,
}: {
  label: string;
  value: boolean;
  save: (next: boolean, signal: AbortSignal) => Promise<ApiOutcome<T>>;
  /** The value the answer kept. */
  kept: (data: T) => boolean;
}) {
  const [checked, setChecked] = useState(value);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const { error, run } = useApiAction();
  const toggle = async () => {
    const next = !checked;
    setSaved(false);
    setBusy(true);
    const data = await run((signal) => save(next, signal));
    setBusy(false);
    if (!data) return;
    setChecked(kept(data));
    setSaved(true);
  };
  return (
    <div>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 40 }}>
        <input type="checkbox" checked={checked} disabled={busy} onChange={() => void toggle()} />
        {label}
      </label>
      {saved && <Alert tone="success">{r.settingsSaved}</Alert>}
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
