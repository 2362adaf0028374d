/**
 * Open shifts (issue 34): the places of the employee's published rosters that nobody works yet and that they may take
 * without breaking a rule of their roster, best first, each with a button that takes it (or, when the app's changes
 * wait for a manager, asks for it: the card then says it waits). Shown on My shifts above the coming days when there
 * are any; offline, the last list is shown and cannot be taken from.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@times/shared-sdk';
import type { MyOpenShift } from '@times/shared-sdk';
import { SelfServiceLimits, myTimesApi, myTimesMessages } from '@times/shared-sdk/mytimes';
import { addDays, momentLabel } from '../../offline/dates';
import { useOfflineRead } from '../../offline/useOfflineRead';
import { storageKey, useMe } from '../../layout/useMe';
import { OpenShiftCard, openShiftKey } from './OpenShiftCard';

const m = myTimesMessages;
const o = m.openShifts;

const List = styled.ul`
  margin: 0 0 16px;
  padding: 0;
`;

type Notice = { tone: 'error' | 'success'; text: string } | null;

/** `onTaken`: after a shift is taken (My shifts reads its days again). */
export function OpenShifts({ onTaken }: { onTaken: () => void }) {
  const { me } = useMe();
  const today = me?.today ?? '';
  const read = useOfflineRead(
    me ? storageKey(me, 'open-shifts') : null,
    // From today, as far ahead as the call answers: next month's roster whole, whatever today is.
    () => myTimesApi.openShifts({ from_date: today, to_date: addDays(today, SelfServiceLimits.SHIFTS_MAX_DAYS - 1) }),
    (data) => data.as_of,
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const shifts = read.data?.open_shifts ?? [];

  const take = async (shift: MyOpenShift) => {
    setBusy(openShiftKey(shift));
    setNotice(null);
    const { std, sftd, roster_ref, date, rld } = shift;
    const outcome = await myTimesApi.claimOpenShift({ std, sftd, roster_ref, entry_date: date, rld });
    setBusy(null);
    if (outcome.kind === 'ok') setNotice({ tone: 'success', text: outcome.data.waits === 1 ? o.asked : o.taken });
    if (outcome.kind === 'error') setNotice({ tone: 'error', text: outcome.message });
    read.reload();
    if (outcome.kind === 'ok' && outcome.data.waits === 0) onTaken();
  };

  if (shifts.length === 0 && !notice) return null;
  return (
    <section aria-labelledby="open-shifts-title">
      <h2 id="open-shifts-title">{o.title}</h2>
      <p>{o.explain}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {read.offlineAsOf && <Alert tone="info">{m.asOf(momentLabel(read.offlineAsOf))}</Alert>}
      {shifts.length > 0 && (
        <List aria-label={o.title}>
          {shifts.map((shift) => (
            <OpenShiftCard
              key={openShiftKey(shift)}
              shift={shift}
              busy={busy === openShiftKey(shift)}
              disabled={busy !== null || read.offlineAsOf !== null}
              onTake={(one) => void take(one)}
            />
          ))}
        </List>
      )}
    </section>
  );
}
