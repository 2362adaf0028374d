/**
 * The site list with its cursor: the first page, then 'More' pages after the last date/count
 * cursor the server sent, appended in order (the server never repeats or skips a site).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAbortSignal } from '@times/shared-sdk';
import type { SiteFilterCode, SiteListRequest, SiteRow } from '@times/shared-sdk';
import { sitesApi } from '@times/shared-sdk/app';

export interface SiteQuery {
  flt: SiteFilterCode;
  flt_id: string;
  bounds: { n_lat: number; n_lng: number; s_lat: number; s_lng: number } | null;
}

const NO_BOUNDS = { n_lat: 0, n_lng: 0, s_lat: 0, s_lng: 0 };

export function useSiteList(query: SiteQuery) {
  const [sites, setSites] = useState<SiteRow[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const cursor = useRef({ lst_date: '', lst_count: 0 });
  const request = useRef(0);
  const nextSignal = useAbortSignal();

  const fetchPage = useCallback(
    async (pg: 1 | 2) => {
      const id = ++request.current;
      setLoading(true);
      setError(null);
      const body: SiteListRequest = {
        flt: query.flt,
        pg,
        ...(pg === 1 ? { lst_date: '', lst_count: 0 } : cursor.current),
        flt_id: query.flt_id,
        ...(query.bounds ?? NO_BOUNDS),
      };
      const outcome = await sitesApi.list(body, { signal: nextSignal() });
      if (id !== request.current || outcome.kind === 'cancelled' || outcome.kind === 'invalid') return;
      setLoading(false);
      if (outcome.kind === 'error') {
        setError(outcome.message);
        if (pg === 1) setSites([]);
        return;
      }
      cursor.current = { lst_date: outcome.data.lst_date, lst_count: outcome.data.lst_count };
      setTotal(outcome.data.ttl);
      setSites((current) => (pg === 1 ? outcome.data.sites : [...(current ?? []), ...outcome.data.sites]));
    },
    [query, nextSignal],
  );

  const reload = useCallback(() => {
    setSites(null);
    void fetchPage(1);
  }, [fetchPage]);
  useEffect(reload, [reload]);

  const more = useCallback(() => void fetchPage(2), [fetchPage]);
  const hasMore = sites !== null && sites.length < total;
  return { sites, total, error, loading, hasMore, more, reload };
}
