/**
 * The count of requests waiting for the user (issue 31), for the REQUESTS menu entry: read when the
 * menu has the entry and again on each page change, so a decision shows at once. None when the
 * user may decide none (the call refuses them).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { requestsApi } from '@times/shared-sdk/app';

export function usePendingRequests(enabled: boolean): number {
  const [pending, setPending] = useState(0);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    void requestsApi.list('pending', { signal: controller.signal }).then((outcome) => {
      if (outcome.kind === 'ok') setPending(outcome.data.pending);
    });
    return () => controller.abort();
  }, [enabled, pathname]);
  return enabled ? pending : 0;
}
