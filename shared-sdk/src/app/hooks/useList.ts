/**
 * A list loaded from a call, reloaded when `deps` change; reload() clears and refetches
 * (spec: every reload clears and refetches). An answer to an older request is ignored.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAbortSignal } from '@times/shared-sdk';
import type { ApiOutcome, ApiResponse } from '@times/shared-sdk';

export function useList<R extends ApiResponse, T>(
  load: (signal: AbortSignal) => Promise<ApiOutcome<R>>,
  pick: (data: R) => T[],
  deps: readonly unknown[] = [],
) {
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nextSignal = useAbortSignal();
  const latest = useRef({ load, pick, request: 0 });
  latest.current.load = load;
  latest.current.pick = pick;
  const reload = useCallback(() => {
    const request = ++latest.current.request;
    setItems(null);
    setError(null);
    void latest.current.load(nextSignal()).then((outcome) => {
      if (request !== latest.current.request) return;
      if (outcome.kind === 'ok') setItems(latest.current.pick(outcome.data));
      else if (outcome.kind === 'error') {
        setItems([]);
        setError(outcome.message);
      }
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` is the caller's list of load's inputs, like useEffect's own: the rule cannot read a spread array
  }, [nextSignal, ...deps]);
  useEffect(reload, [reload]);
  return { items, error, reload };
}
