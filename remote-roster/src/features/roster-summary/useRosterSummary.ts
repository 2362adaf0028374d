/**
 * The figures of a Successful roster: its summary statistics and the engine's explanations
 * (statistics details), asked together. Cleared and asked again when the roster changes; the
 * calls of a roster no longer shown (or of an unmounted screen) are aborted and their answers dropped.
 */
import { useEffect, useState } from 'react';
import type {
  ApiOutcome,
  ApiResponse,
  RosterStatisticsDetailsResponse,
  RosterSummaryResponse,
} from '@times/shared-sdk';
import { rostersApi } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { shiftRequest } from '../roster-period';

export interface RosterFigures {
  summary: RosterSummaryResponse;
  details: RosterStatisticsDetailsResponse;
}

export interface RosterFiguresState {
  figures: RosterFigures | null;
  error: string | null;
}

const errorOf = (...outcomes: ApiOutcome<ApiResponse>[]) =>
  outcomes.map((outcome) => (outcome.kind === 'error' ? outcome.message : null)).find((message) => message !== null) ??
  null;

export function useRosterSummary(shift: RosterShift, rstd: string): RosterFiguresState {
  const [state, setState] = useState<RosterFiguresState>({ figures: null, error: null });
  // The shift's codes name the roster's shift; its names only label the header.
  const { std, sftd } = shift;
  useEffect(() => {
    setState({ figures: null, error: null });
    const controller = new AbortController();
    const request = { ...shiftRequest({ std, sftd }), rstd };
    const options = { signal: controller.signal };
    void Promise.all([rostersApi.summary(request, options), rostersApi.statisticsDetails(request, options)]).then(
      ([summary, details]) => {
        if (controller.signal.aborted) return;
        const error = errorOf(summary, details);
        if (error !== null) setState({ figures: null, error });
        else if (summary.kind === 'ok' && details.kind === 'ok')
          setState({ figures: { summary: summary.data, details: details.data }, error: null });
      },
    );
    return () => controller.abort();
  }, [std, sftd, rstd]);
  return state;
}
