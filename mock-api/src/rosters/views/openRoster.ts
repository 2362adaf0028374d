/**
 * The opening every roster read and edit shares, after the access check: the shift must be the
 * app's on that site (INVALID_SHIFT_DETAILS), the roster one of the shift's (ROSTER_NOT_FOUND),
 * and calculated (ROSTER_PROCESSING / ROSTER_FAILED, with the header so the screen can show it).
 */
import { Status } from '../../contract';
import type { RosterHeader } from '../../contract';
import type { RosterModel } from '@times/roster-engine';
import { findSiteShift } from '../../roster-setup/shiftRef';
import type { DbState, RosterRecord, StoredRosterResult } from '../../store/types';
import { RosterStatus, RosterStatusCode } from '@times/shared-sdk/schemas';
import { findShiftRoster } from '../findRoster';
import { rosterHeaderOf } from '../header';

export interface RosterRef {
  appId: string;
  std: string;
  sftd: string;
  rstd: string;
  /** Edits need a shift that is not deleted. */
  live?: boolean;
}

export interface CalculatedRoster {
  ok: true;
  record: RosterRecord;
  model: RosterModel;
  result: StoredRosterResult;
  /** The header every answer about the roster carries. */
  header: RosterHeader;
}

/** The refusals of an opening; a roster not calculated carries its header. */
export type RosterRefusal =
  | { status: typeof Status.INVALID_SHIFT_DETAILS | typeof RosterStatusCode.ROSTER_NOT_FOUND }
  | {
      status: typeof RosterStatusCode.ROSTER_PROCESSING | typeof RosterStatusCode.ROSTER_FAILED;
      roster: RosterHeader;
    };

export type OpenedRoster = CalculatedRoster | { ok: false; answer: RosterRefusal };

export const openRoster = (state: DbState, { appId, std, sftd, rstd, live = false }: RosterRef): OpenedRoster =>
  openedFrom(
    findSiteShift(state, appId, std, sftd, live) !== undefined,
    findShiftRoster(state, appId, std, sftd, rstd),
    (record) => rosterHeaderOf(state, record),
  );

/**
 * The opening from what was found: whether the shift is the app's on the site (live when asked),
 * the roster of the shift with that rstd, and how its header is made (asked once a roster is found).
 */
export function openedFrom(
  shiftFound: boolean,
  record: RosterRecord | undefined,
  headerOf: (record: RosterRecord) => RosterHeader,
): OpenedRoster {
  if (!shiftFound) return { ok: false, answer: { status: Status.INVALID_SHIFT_DETAILS } };
  if (!record) return { ok: false, answer: { status: RosterStatusCode.ROSTER_NOT_FOUND } };
  const refuse = (status: typeof RosterStatusCode.ROSTER_PROCESSING | typeof RosterStatusCode.ROSTER_FAILED) => ({
    ok: false as const,
    answer: { status, roster: headerOf(record) },
  });
  if (record.status === RosterStatus.PROCESSING) return refuse(RosterStatusCode.ROSTER_PROCESSING);
  // A Successful roster always holds its model and result; without them it cannot be shown.
  if (record.status !== RosterStatus.SUCCESSFUL || !record.model || !record.result)
    return refuse(RosterStatusCode.ROSTER_FAILED);
  return { ok: true, record, model: record.model, result: record.result, header: headerOf(record) };
}
