/**
 * A roster's details for the grid, all pages (loadRosterDetails), loaded when the roster changes
 * and again on reload(). A reload keeps the grid on screen until the new answer is in; a change
 * of roster, or unmounting, aborts the pages still under way.
 */
import { useCallback, useEffect, useState } from 'react';
import { rostersApi } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { shiftRequest } from '../roster-period';
import { loadRosterDetails } from './loadRosterDetails';
import type { RosterDetailsData } from './loadRosterDetails';

interface DetailsState {
  rstd: string;
  data: RosterDetailsData | null;
  loading: boolean;
  error: string | null;
}

export interface RosterDetailsState {
  data: RosterDetailsData | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

export function useRosterDetails(shift: RosterShift, rstd: string): RosterDetailsState {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<DetailsState>({ rstd, data: null, loading: true, error: null });

  const { std, sftd } = shift;
  useEffect(() => {
    const controller = new AbortController();
    setState((before) => ({ rstd, data: before.rstd === rstd ? before.data : null, loading: true, error: null }));
    const fetchPage = (request: Parameters<typeof rostersApi.details>[0]) =>
      rostersApi.details(request, { signal: controller.signal });
    void loadRosterDetails({ ...shiftRequest({ std, sftd }), rstd }, fetchPage).then((result) => {
      if (controller.signal.aborted) return;
      if (result.kind === 'ok') setState({ rstd, data: result.data, loading: false, error: null });
      else
        setState((before) => ({ ...before, loading: false, error: result.kind === 'error' ? result.message : null }));
    });
    return () => controller.abort();
  }, [std, sftd, rstd, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  const current = state.rstd === rstd;
  return {
    data: current ? state.data : null,
    loading: !current || state.loading,
    error: current ? state.error : null,
    reload,
  };
}
