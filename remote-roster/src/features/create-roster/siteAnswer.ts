/**
 * What the Create Roster tab makes of the answer to 'Calculate all shifts of this site' (ours): OK
 * names the shifts being calculated together (and opens the current shift's new roster when it is
 * one of them) and why any other shift was left out; ROSTER_ALREADY_CREATED and
 * ROSTER_CALCULATION_IN_PROGRESS name the shifts holding the period (the first offers to recalculate
 * them all); any other status is refused with the call's message.
 */
import type { ApiOutcome, SiteRosterStart, StartSiteCalculationResponse } from '@times/shared-sdk';
import { Status } from '@times/shared-sdk';
import { RosterStatusCode, appMessages } from '@times/shared-sdk/app';
import type { StartMessage } from './useStartCalculation';

const t = appMessages.rosters.create;

export type SiteAnswer =
  | { kind: 'started'; messages: StartMessage[]; currentRstd: string | null }
  | { kind: 'existing'; messages: StartMessage[] }
  | { kind: 'refused'; messages: StartMessage[] }
  | { kind: 'ignored' };

const SKIPPED: Record<string, string> = {
  [RosterStatusCode.ROSTER_WORKING_DAYS_REQUIRED]: t.workingDaysRequired,
  [RosterStatusCode.ASSIGNED_EMPLOYEES_LESS_THAN_REQUIRED]: t.employeesLessThanRequired,
  [Status.INVALID_SHIFT_DETAILS]: t.invalidShiftDetails,
};

const names = (rows: readonly SiteRosterStart[]) => rows.map((row) => row.shift_name).join(', ');

const skippedLines = (rows: readonly SiteRosterStart[]): StartMessage[] =>
  rows
    .filter((row) => SKIPPED[row.status] !== undefined)
    .map((row) => ({ tone: 'error', text: t.siteSkipped(row.shift_name, SKIPPED[row.status]!) }));

const rowsOf = (value: unknown): SiteRosterStart[] => (Array.isArray(value) ? (value as SiteRosterStart[]) : []);

export function readSiteAnswer(outcome: ApiOutcome<StartSiteCalculationResponse>, sftd: string): SiteAnswer {
  if (outcome.kind === 'ok') {
    const rows = rowsOf(outcome.data.site_rosters);
    const started = rows.filter((row) => row.status === Status.OK);
    const current = started.find((row) => row.sftd === sftd);
    return {
      kind: 'started',
      messages: [{ tone: 'info', text: t.siteStarted(names(started)) }, ...skippedLines(rows)],
      currentRstd: current ? current.roster_ref : null,
    };
  }
  if (outcome.kind !== 'error') return { kind: 'ignored' };
  const rows = rowsOf(outcome.response?.site_rosters);
  const held = (status: string) => rows.filter((row) => row.status === status);
  if (outcome.status === RosterStatusCode.ROSTER_ALREADY_CREATED) {
    const text = t.siteAlreadyCreated(names(held(outcome.status)));
    return { kind: 'existing', messages: [{ tone: 'info', text }, ...skippedLines(rows)] };
  }
  if (outcome.status === RosterStatusCode.ROSTER_CALCULATION_IN_PROGRESS) {
    const text = t.siteInProgress(names(held(outcome.status)));
    return { kind: 'refused', messages: [{ tone: 'info', text }] };
  }
  return { kind: 'refused', messages: [{ tone: 'error', text: outcome.message }, ...skippedLines(rows)] };
}
