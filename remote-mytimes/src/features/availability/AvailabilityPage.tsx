/**
 * My availability: the dates and weekdays the employee cannot work and their day requests, edited
 * on the page and saved at once; the API applies what lies outside their Published rosters and
 * keeps the rest waiting for the manager (or all of it, by the app's setting), marked 'Waits'.
 * The limits the manager set are shown read only. The page reads offline (as of); a save that
 * fails keeps every edit on the page with the reason.
 */
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { AvailabilityWeekday, MyAvailability, MyAvailabilityResponse } from '@times/shared-sdk';
import { Alert, Button, Spinner } from '@times/shared-sdk';
import { myTimesApi, myTimesMessages } from '@times/shared-sdk/mytimes';
import { ChoiceFieldset } from '../../layout/ChoiceFieldset';
import { storageKey, useMe } from '../../layout/useMe';
import { dayLabel, momentLabel } from '../../offline/dates';
import { useOfflineRead } from '../../offline/useOfflineRead';
import { AddDateForm } from './AddDateForm';
import { AddRequestForm } from './AddRequestForm';
import { ItemList } from './ItemList';
import { LimitsList } from './LimitsList';
import { LastDecided, WaitingChange } from './WaitingChange';
import { WEEKDAYS, addDate, addRequest, removeDate, removeRequest, toggleWeekday, waitsFor } from './draft';
import { saveNotice } from './saveNotice';
import type { Notice } from './saveNotice';

/** The save, set apart from the last add form: it sends every edit of the page. */
const SaveBar = styled.div`
  margin: 28px 0 8px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const m = myTimesMessages;
const a = m.availability;

const requestKey = (request: { entry_date: string; sftd: string }) => `${request.entry_date}|${request.sftd}`;

export function AvailabilityPage() {
  const { me } = useMe();
  const read = useOfflineRead(
    me ? storageKey(me, 'availability') : null,
    () => myTimesApi.availability(),
    () => new Date().toISOString(),
  );
  /** The page as the API last answered it (a save's answer replaces the read's). */
  const [view, setView] = useState<MyAvailabilityResponse | null>(null);
  const [draft, setDraft] = useState<MyAvailability | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  // Each read (the first, and after a withdrawal) shows the page as the API has it.
  useEffect(() => {
    if (!read.data) return;
    setView(read.data);
    setDraft(read.data.availability);
  }, [read.data]);

  const edit = useCallback((change: (now: MyAvailability) => MyAvailability) => {
    setDraft((now) => (now ? change(now) : now));
    setNotice(null);
  }, []);

  if (!me || (!view && read.loading)) return <Spinner />;
  if (!view || !draft) return <Alert>{read.error ?? m.loading}</Alert>;

  const today = me.today;
  const shiftName = new Map(view.shifts.map((shift) => [shift.sftd, shift.shift_name]));
  const waits = waitsFor(view.waiting?.changes ?? []);
  // A date with any request cannot be made unavailable; a request is one per date and shift.
  const dateContext = () => ({
    today,
    unavailable: draft.unavailable_dates,
    requested: draft.requests.map((one) => one.entry_date),
  });
  const requestContext = (sftd: string) => ({
    today,
    unavailable: draft.unavailable_dates,
    requested: draft.requests.filter((one) => one.sftd === sftd).map((one) => one.entry_date),
  });

  const save = async () => {
    setBusy(true);
    setNotice(null);
    const outcome = await myTimesApi.saveAvailability({ availability: draft });
    setBusy(false);
    const next = saveNotice(outcome);
    setNotice(next.notice);
    if (next.saved) {
      setView(next.saved);
      setDraft(next.saved.availability);
    }
  };

  const withdraw = async () => {
    if (!view.waiting) return;
    setBusy(true);
    const outcome = await myTimesApi.cancelTimeOff(view.waiting.rqd);
    setBusy(false);
    if (outcome.kind === 'error') setNotice({ tone: 'error', text: outcome.message });
    if (outcome.kind === 'ok') {
      setNotice({ tone: 'success', text: a.withdrawn });
      read.reload();
    }
  };

  return (
    <section aria-labelledby="availability-title">
      <h1 id="availability-title">{a.title}</h1>
      <p>{a.explain}</p>
      {read.offlineAsOf && <Alert tone="info">{m.asOf(momentLabel(read.offlineAsOf))}</Alert>}
      {view.published.length > 0 && (
        <Alert tone="info">
          {a.published(
            view.published.map((one) => m.timeOff.days(dayLabel(one.from_date), dayLabel(one.to_date))).join(', '),
          )}
        </Alert>
      )}
      {view.every_change_waits === 1 && <Alert tone="info">{a.everyWaits}</Alert>}
      {view.waiting && <WaitingChange row={view.waiting} busy={busy} onWithdraw={() => void withdraw()} />}
      {!view.waiting && view.last_decided && <LastDecided row={view.last_decided} />}

      <h2>{a.dates}</h2>
      <ItemList
        label={a.dates}
        empty={a.noDates}
        items={draft.unavailable_dates.map((date) => ({ key: date, text: dayLabel(date), waits: waits.date(date) }))}
        onRemove={(date) => edit((now) => removeDate(now, date))}
      />
      <AddDateForm context={dateContext} onAdd={(date) => edit((now) => addDate(now, date))} />

      <ChoiceFieldset>
        <legend>{a.days}</legend>
        {WEEKDAYS.map((day: AvailabilityWeekday) => (
          <label key={day}>
            <input
              type="checkbox"
              checked={draft.unavailable_days.includes(day)}
              onChange={() => edit((now) => toggleWeekday(now, day))}
            />
            {a.weekdays[day]}
            {waits.weekday(day) && ` · ${a.waitsBadge}`}
          </label>
        ))}
      </ChoiceFieldset>

      <h2>{a.requests}</h2>
      <ItemList
        label={a.requests}
        empty={a.noRequests}
        items={draft.requests.map((request) => ({
          key: requestKey(request),
          text: a.changeText(
            {
              op: 'add',
              what: 'request',
              day: '',
              ...request,
              date: request.entry_date,
              shift_name: shiftName.get(request.sftd) ?? '',
            },
            dayLabel,
          ),
          waits: waits.request(request),
        }))}
        onRemove={(key) =>
          edit((now) => {
            const request = now.requests.find((one) => requestKey(one) === key);
            return request ? removeRequest(now, request) : now;
          })
        }
      />
      <AddRequestForm
        shifts={view.shifts}
        context={requestContext}
        onAdd={(request) => edit((now) => addRequest(now, request))}
      />

      <SaveBar>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <Button type="button" $block disabled={busy || read.offlineAsOf !== null} onClick={() => void save()}>
          {busy ? a.saving : a.save}
        </Button>
      </SaveBar>

      <h2>{a.limits}</h2>
      <LimitsList limits={view.limits} />
    </section>
  );
}
