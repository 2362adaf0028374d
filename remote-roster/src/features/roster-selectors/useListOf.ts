/**
 * A list that belongs to one key (the client's sites, the site's shifts): loaded when the key
 * changes, and null while the key's own list is loading, so that a screen never pairs the new key
 * with the previous key's list or choice. '' has the empty list.
 */
import { useEffect, useRef, useState } from 'react';
import { useAbortSignal } from '@times/shared-sdk';
import type { ApiOutcome, ApiResponse } from '@times/shared-sdk';

interface Loaded<T> {
  key: string;
  items: T[];
  error: string | null;
}

export function useListOf<R extends ApiResponse, T>(
  key: string,
  load: (key: string, signal: AbortSignal) => Promise<ApiOutcome<R>>,
  pick: (data: R) => T[] | undefined,
) {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const nextSignal = useAbortSignal();
  // load and pick are the caller's functions of the key: a new key reloads, a new function does not.
  const latest = useRef({ load, pick });
  latest.current = { load, pick };
  useEffect(() => {
    if (!key) return undefined;
    let current = true;
    const { load, pick } = latest.current;
    void load(key, nextSignal()).then((outcome) => {
      if (!current) return;
      if (outcome.kind === 'ok') setLoaded({ key, items: pick(outcome.data) ?? [], error: null });
      else if (outcome.kind === 'error') setLoaded({ key, items: [], error: outcome.message });
    });
    return () => {
      current = false;
    };
  }, [key, nextSignal]);
  const mine = loaded?.key === key ? loaded : null;
  return { items: !key ? [] : (mine?.items ?? null), error: mine?.error ?? null };
}
