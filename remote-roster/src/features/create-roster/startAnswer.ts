/**
 * What the Create Roster form makes of the answer to a start (or recalculation) (spec 002 sections
 * 4 and 8): OK starts the roster; ROSTER_ALREADY_CREATED and ROSTER_CALCULATION_IN_PROGRESS name the
 * roster that holds the period (its roster_ref, to recalculate) and the date its calculation
 * started; any other status is refused with the call's message.
 */
import type { ApiOutcome, StartCalculationResponse } from '@times/shared-sdk';
import { RosterStatusCode, appMessages } from '@times/shared-sdk/app';

const t = appMessages.rosters.create;

export type StartAnswer =
  | { kind: 'started'; rstd: string }
  | { kind: 'existing'; rosterRef: string; notice: string }
  | { kind: 'refused'; message: string }
  /** Cancelled, or the session ended: nothing to show. */
  | { kind: 'ignored' };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function readStartAnswer(outcome: ApiOutcome<StartCalculationResponse>): StartAnswer {
  if (outcome.kind === 'ok') return { kind: 'started', rstd: outcome.data.roster_ref };
  if (outcome.kind !== 'error') return { kind: 'ignored' };
  const { status, response } = outcome;
  if (
    status === RosterStatusCode.ROSTER_ALREADY_CREATED ||
    status === RosterStatusCode.ROSTER_CALCULATION_IN_PROGRESS
  ) {
    const date = text(response?.roster_start_date);
    const notice = status === RosterStatusCode.ROSTER_ALREADY_CREATED ? t.alreadyCreated(date) : t.inProgress(date);
    return { kind: 'existing', rosterRef: text(response?.roster_ref), notice };
  }
  return { kind: 'refused', message: outcome.message };
}
