/**
 * /apptimes/requests (issue 31): the requests of the employees on the sites where the user may
 * adjust rosters (the roster site rights decide, as for rosters), pending first-day-first or
 * decided newest-first; each decided here (RequestCard.tsx). An admin also sets whether every
 * availability change waits, whether claims of open shifts wait (SettingToggle.tsx) and how many one employee may
 * claim per roster (ClaimsLimit.tsx).
 */
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Alert, Spinner, useApiAction } from '@times/shared-sdk';
import type { RequestRow } from '@times/shared-sdk';
import { Tabs, appMessages, requestsApi } from '@times/shared-sdk/app';
import { ClaimsLimit } from './ClaimsLimit';
import { SettingToggle } from './SettingToggle';
import { RequestCard } from './RequestCard';

const r = appMessages.myTimes.requests;

type Shown = 'pending' | 'decided';

const List = styled.ul`
  padding: 0;
  margin: 12px 0 0;
  list-style: none;
`;

export function RequestsPage() {
  const [shown, setShown] = useState<Shown>('pending');
  const [rows, setRows] = useState<RequestRow[] | null>(null);
  const [pending, setPending] = useState(0);
  /** The app's settings, once read; null for a user who may not change them. */
  const [settings, setSettings] = useState<{ everyChange: boolean; claims: boolean; limit: number | null } | null>(
    null,
  );
  const [done, setDone] = useState<string | null>(null);
  const { error, run } = useApiAction();

  const load = useCallback(
    async (which: Shown) => {
      setRows(null);
      const data = await run((signal) => requestsApi.list(which, { signal }));
      if (!data) return;
      setRows(data.requests);
      setPending(data.pending);
      setSettings(
        data.may_change_settings === 1
          ? { everyChange: data.every_change_waits === 1, claims: data.changes_wait === 1, limit: data.claims_limit }
          : null,
      );
    },
    [run],
  );

  useEffect(() => {
    void load(shown);
  }, [load, shown]);

  const decided = (_row: RequestRow, text: string) => {
    setDone(text);
    void load(shown);
  };

  return (
    <section>
      <h2>{r.title}</h2>
      {settings && (
        <>
          <SettingToggle
            label={r.everyChangeWaits}
            value={settings.everyChange}
            save={(next, signal) => requestsApi.settings({ every_change_waits: next ? 1 : 0 }, { signal })}
            kept={(data) => data.every_change_waits === 1}
          />
          <SettingToggle
            label={r.changesWait}
            value={settings.claims}
            save={(next, signal) => requestsApi.marketplace({ changes_wait: next ? 1 : 0 }, { signal })}
            kept={(data) => data.changes_wait === 1}
          />
          <ClaimsLimit limit={settings.limit} />
        </>
      )}
      <Tabs
        label={r.title}
        items={[
          { id: 'pending', label: `${r.pending} (${pending})` },
          { id: 'decided', label: r.decided },
        ]}
        active={shown}
        onChange={setShown}
      />
      {done && <Alert tone="success">{done}</Alert>}
      {error && <Alert>{error}</Alert>}
      {!rows && !error && <Spinner />}
      {rows && rows.length === 0 && <p>{shown === 'pending' ? r.none : r.noneDecided}</p>}
      {rows && rows.length > 0 && (
        <List aria-label={r.title}>
          {rows.map((row) => (
            <RequestCard key={row.rqd} row={row} onDecided={decided} />
          ))}
        </List>
      )}
    </section>
  );
}
