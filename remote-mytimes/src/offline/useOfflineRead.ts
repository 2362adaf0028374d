/**
 * A My Times read that still shows something offline: each answer is kept in the browser
 * (shared-sdk's lastLoaded) under the screen's key, and when the API cannot be reached the last
 * one is shown with its moment ('as of'). Other refusals show their message.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiOutcome, ApiResponse } from '@times/shared-sdk';
import { SEND_LATER_STATUSES, readLastLoaded, saveLastLoaded } from '@times/shared-sdk/mytimes';

export interface OfflineRead<T> {
  data: T | null;
  /** When the shown data was made, when it is an offline copy; null for a fresh answer. */
  offlineAsOf: string | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

export function useOfflineRead<T extends ApiResponse>(
  key: string | null,
  call: () => Promise<ApiOutcome<T>>,
  asOfOf: (data: T) => string,
): OfflineRead<T> {
  const [data, setData] = useState<T | null>(null);
  const [offlineAsOf, setOfflineAsOf] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    setLoading(true);
    void call().then((outcome) => {
      if (!live) return;
      setLoading(false);
      if (outcome.kind === 'ok') {
        saveLastLoaded(window.localStorage, key, outcome.data, asOfOf(outcome.data));
        setData(outcome.data);
        setOfflineAsOf(null);
        setError(null);
        return;
      }
      if (outcome.kind !== 'error') return;
      const last = SEND_LATER_STATUSES.includes(outcome.status) ? readLastLoaded<T>(window.localStorage, key) : null;
      if (last) {
        setData(last.data);
        setOfflineAsOf(last.asOf);
        setError(null);
      } else setError(outcome.message);
    });
    return () => {
      live = false;
    };
    // The call and its moment are the screen's own for a key: reading again is asked by key or reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, offlineAsOf, error, loading, reload };
}
