/**
 * The rosters of the list for `request` (null: nothing chosen yet). While any of them is
 * Processing it asks again every ROSTER_STATUS_POLL_MS, keeping the cards on screen, so their
 * badges change by themselves; it stops when none is, when the request changes and on unmount.
 * A new request shows the spinner; refresh() asks again keeping the cards.
 */
import { useCallback, useEffect, useState } from 'react';
import { useAbortSignal } from '@times/shared-sdk';
import type { AvailableRoster, AvailableRostersRequest } from '@times/shared-sdk';
import { ROSTER_STATUS_POLL_MS, RosterStatus, rostersApi } from '@times/shared-sdk/app';

interface ListState {
  request: AvailableRostersRequest | null;
  items: AvailableRoster[] | null;
  error: string | null;
}

export function useAvailableRosters(request: AvailableRostersRequest | null) {
  const [state, setState] = useState<ListState>({ request: null, items: null, error: null });
  const [version, setVersion] = useState(0);
  const nextSignal = useAbortSignal();

  useEffect(() => {
    if (!request) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const outcome = await rostersApi.available(request, { signal: nextSignal() });
      if (stopped || outcome.kind === 'cancelled' || outcome.kind === 'invalid') return;
      if (outcome.kind === 'error') {
        setState({ request, items: [], error: outcome.message });
        return;
      }
      const items = outcome.data.roster ?? [];
      setState({ request, items, error: null });
      if (items.some((roster) => roster.status === RosterStatus.PROCESSING))
        timer = setTimeout(() => void ask(), ROSTER_STATUS_POLL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [request, version, nextSignal]);

  const refresh = useCallback(() => setVersion((n) => n + 1), []);
  // The answer to another request (the previous selection or filter) is not shown.
  const current = request !== null && state.request === request;
  return { items: current ? state.items : null, error: current ? state.error : null, refresh };
}
