/**
 * The inbox: the messages that matter to the employee (roster published, days changed, requests
 * decided, the welcome), newest first, unread ones marked; mark all read; and which of them also
 * go to the phone by SMS. Read offline from the last answer, with its moment.
 */
import { useState } from 'react';
import { Alert, Button, Spinner } from '@times/shared-sdk';
import { myTimesMessages, myTimesApi } from '@times/shared-sdk/mytimes';
import { momentLabel } from '../../offline/dates';
import { useOfflineRead } from '../../offline/useOfflineRead';
import { storageKey, useMe } from '../../layout/useMe';
import { MessageList } from './MessageList';
import { SmsChoicesForm } from './SmsChoicesForm';

const m = myTimesMessages;
const i = m.inbox;

export function InboxPage() {
  const { me, refresh } = useMe();
  const read = useOfflineRead(
    me ? storageKey(me, 'inbox') : null,
    () => myTimesApi.inbox(),
    (data) => data.as_of,
  );
  const [error, setError] = useState<string | null>(null);
  const markAll = async () => {
    setError(null);
    const outcome = await myTimesApi.markRead([]);
    if (outcome.kind === 'error') setError(outcome.message);
    read.reload();
    refresh();
  };
  const unread = read.data?.unread ?? 0;
  return (
    <section aria-labelledby="inbox-title">
      <h1 id="inbox-title">{i.title}</h1>
      {read.offlineAsOf && <Alert tone="info">{m.asOf(momentLabel(read.offlineAsOf))}</Alert>}
      {(read.error ?? error) && <Alert>{read.error ?? error}</Alert>}
      {read.loading && !read.data && <Spinner />}
      {read.data && (
        <>
          {unread > 0 && (
            <p>
              {i.unread(unread)}{' '}
              <Button type="button" $variant="link" onClick={() => void markAll()}>
                {i.markRead}
              </Button>
            </p>
          )}
          <MessageList messages={read.data.messages} />
        </>
      )}
      {me && <SmsChoicesForm choices={me.sms} onSaved={refresh} />}
    </section>
  );
}
