/**
 * Time off: ask for days off with a reason, see each request's state, cancel while it waits. A
 * request goes through the phone's queue (timeOffQueue.ts): sent at once when online, kept and sent
 * when the connection is back otherwise, never twice.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { Alert, Spinner } from '@times/shared-sdk';
import type { TimeOffRequestRow } from '@times/shared-sdk';
import { myTimesMessages, myTimesApi, useStoredQueue } from '@times/shared-sdk/mytimes';
import type { SentItem } from '@times/shared-sdk/mytimes';
import { momentLabel } from '../../offline/dates';
import { useOfflineRead } from '../../offline/useOfflineRead';
import { storageKey, useMe } from '../../layout/useMe';
import { RequestList } from './RequestList';
import { TimeOffForm } from './TimeOffForm';
import type { TimeOffValues } from './TimeOffForm';
import { newRef, refOfTimeOff, sendTimeOff, timeOffQueue } from './timeOffQueue';
import type { QueuedTimeOff, TimeOffSent } from './timeOffQueue';

const m = myTimesMessages;
const t = m.timeOff;
const EMPTY: TimeOffValues = { from_date: '', to_date: '', reason: '' };

type Notice = { tone: 'error' | 'success' | 'info'; text: string } | null;

export function TimeOffPage() {
  const { me } = useMe();
  const empd = me?.empd ?? '';
  const read = useOfflineRead(
    me ? storageKey(me, 'timeOff') : null,
    () => myTimesApi.timeOff(),
    () => new Date().toISOString(),
  );
  const [initial, setInitial] = useState<TimeOffValues>(EMPTY);
  const [notice, setNotice] = useState<Notice>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const queue = useMemo(() => timeOffQueue(window.localStorage, empd), [empd]);
  /** The ref of the last request the API refused: its values go back into the form. */
  const refused = useRef('');
  const { reload } = read;

  const onSent = useCallback(
    (sent: SentItem<QueuedTimeOff, TimeOffSent>[]) => {
      const last = sent.at(-1);
      if (!last) return;
      if (last.result.kind === 'refused') {
        const { from_date, to_date, reason, ref } = last.item.request;
        refused.current = ref;
        setInitial({ from_date, to_date, reason });
        setNotice({ tone: 'error', text: last.result.message });
      } else setNotice({ tone: 'success', text: t.sent });
      reload();
    },
    [reload],
  );
  const { add, waiting, isQueued } = useStoredQueue(queue, refOfTimeOff, sendTimeOff, onSent);

  const submit = async (values: TimeOffValues, helpers: FormikHelpers<TimeOffValues>) => {
    setNotice(null);
    const request = { ...values, ref: newRef() };
    await add({ request });
    // Refused: the form shows the request again as typed (onSent); sent or kept on the phone: a blank form.
    if (refused.current === request.ref) return;
    helpers.resetForm({ values: EMPTY });
    if (isQueued(request.ref)) setNotice({ tone: 'info', text: t.queued });
  };

  const cancel = async (row: TimeOffRequestRow) => {
    setCancelling(true);
    setListError(null);
    const outcome = await myTimesApi.cancelTimeOff(row.rqd);
    setCancelling(false);
    if (outcome.kind === 'error') setListError(outcome.message);
    if (outcome.kind === 'ok') setNotice({ tone: 'success', text: t.cancelled });
    reload();
  };

  return (
    <section aria-labelledby="time-off-title">
      <h1 id="time-off-title">{t.title}</h1>
      <h2>{t.ask}</h2>
      <TimeOffForm initial={initial} notice={notice} onSubmit={submit} />
      {waiting > 0 && <Alert tone="info">{t.waiting(waiting)}</Alert>}
      <h2>{t.mine}</h2>
      {read.offlineAsOf && <Alert tone="info">{m.asOf(momentLabel(read.offlineAsOf))}</Alert>}
      {(read.error ?? listError) && <Alert>{read.error ?? listError}</Alert>}
      {read.loading && !read.data && <Spinner />}
      {read.data && <RequestList rows={read.data.requests} onCancel={(row) => void cancel(row)} busy={cancelling} />}
    </section>
  );
}
