/**
 * A shift employee's calendar link: its state as the server keeps it (dates only), and create,
 * replace and revoke. The URL a creation answers is kept here only, to be shown this once.
 */
import { useState } from 'react';
import { useApiAction } from '@times/shared-sdk';
import type { CalendarLinkResponse, CalendarLinkState } from '@times/shared-sdk';
import { calendarLinksApi, useList } from '@times/shared-sdk/app';
import type { CalendarLinkRef } from '@times/shared-sdk/app';

export type LinkOutcome = 'created' | 'revoked' | null;

export function useCalendarLink(ref: CalendarLinkRef) {
  const { rshftempd, std, sftd } = ref;
  const loaded = useList(
    (signal) => calendarLinksApi.details({ rshftempd, std, sftd }, { signal }),
    (data) => [data.calendar_link],
    [rshftempd, std, sftd],
  );
  const [changed, setChanged] = useState<CalendarLinkState | null>(null);
  const [url, setUrl] = useState('');
  const [outcome, setOutcome] = useState<LinkOutcome>(null);
  const [busy, setBusy] = useState(false);
  const { error, run } = useApiAction();

  async function act(kind: 'create' | 'revoke') {
    setBusy(true);
    const answer: (CalendarLinkResponse & { calendar_url?: string }) | null = await run((signal) =>
      calendarLinksApi[kind]({ rshftempd, std, sftd }, { signal }),
    );
    setBusy(false);
    if (!answer) return;
    setChanged(answer.calendar_link);
    setUrl(answer.calendar_url ?? '');
    setOutcome(kind === 'create' ? 'created' : 'revoked');
  }

  return {
    state: changed ?? loaded.items?.[0] ?? null,
    loadError: loaded.error,
    url,
    outcome,
    busy,
    error,
    create: () => act('create'),
    revoke: () => act('revoke'),
  };
}
