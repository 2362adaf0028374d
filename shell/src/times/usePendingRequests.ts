/**
 * The REQUESTS menu entry (issue 31): whether the user may decide requests (the count call answers
 * them, and refuses a group member without the roster adjust right on any site), and how many wait,
 * read when the menu could have the entry and again on each page change, so a decision shows at
 * once. `allowed` is null until the first answer: the menu waits for it rather than show an entry
 * that then goes.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { requestsApi } from '@times/shared-sdk/app';

export interface PendingRequests {
  allowed: boolean | null;
  pending: number;
}

export function usePendingRequests(enabled: boolean): PendingRequests {
  const [state, setState] = useState<PendingRequests>({ allowed: null, pending: 0 });
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    void requestsApi.count({ signal: controller.signal }).then((outcome) => {
      if (outcome.kind === 'ok') setState({ allowed: true, pending: outcome.data.pending });
      // Refused (or the call failed): no entry; a later page change asks again.
      else if (outcome.kind === 'error') setState({ allowed: false, pending: 0 });
    });
    return () => controller.abort();
  }, [enabled, pathname]);
  return enabled ? state : { allowed: false, pending: 0 };
}
