/** The roster calls (spec 002 sections 3, 4, 7 and 8; TimesPaths.rosters). */
import type {
  AvailableRostersResponse,
  CoverCandidatesResponse,
  MarkAbsentResponse,
  PublishRosterResponse,
  RosterDetailsResponse,
  RosterPeriodsResponse,
  RosterStatisticsDetailsResponse,
  RosterStatusResponse,
  RosterSummaryResponse,
  SiteRosterStart,
  StartCalculationResponse,
  StartSiteCalculationResponse,
} from '../api/rosterTypes';
import type { ApiResponse } from '../api/types';
import { Status } from '../constants/codes';
import { RosterStatusCode as R } from '../constants/rosters';
import { defineCall, schemaRef, shape } from './call';
import { APP_CALL } from './statusGroups';
import { TimesPaths } from './timesPaths';

/**
 * A roster opened by shift, site and reference: the shift unknown, the roster unknown or not
 * calculated. (Here, not in statusGroups.ts: the roster constants stay out of the core's first load.)
 */
export const ROSTER_OPEN = [
  Status.INVALID_SHIFT_DETAILS,
  R.ROSTER_NOT_FOUND,
  R.ROSTER_PROCESSING,
  R.ROSTER_FAILED,
] as const;

const p = TimesPaths.rosters;
const times = 'times' as const;

/** A roster read: the roster opened by shift, site and reference. */
const READ = [...APP_CALL, ...ROSTER_OPEN] as const;

/** A calendar edit's refusals (the engine's, and a cell off the roster). */
const EDIT = [
  ...READ,
  R.CANT_DROP_THE_SAME_EMPLOYEE,
  R.SWAP_DATE_NOT_EMPTY,
  R.DATE_NOT_EMPTY,
  R.ENTRY_NOT_FOUND,
  R.EMPLOYEE_WORKS_ELSEWHERE,
  R.REST_HOURS_TOO_SHORT,
  R.SHIFT_SUCCESSION_FORBIDDEN,
] as const;

/** The setup checks of a start, in their order (INVALID_SHIFT_DETAILS also for a shift without positions). */
const SETUP = [
  Status.INVALID_SHIFT_DETAILS,
  R.INCORRECT_START_DATE,
  R.ROSTER_WORKING_DAYS_REQUIRED,
  R.ASSIGNED_EMPLOYEES_LESS_THAN_REQUIRED,
] as const;

/** A period already held: the roster holding it and the day its calculation started. */
interface Held {
  roster_ref: string;
  roster_start_date: string;
}

/** Every refusal of a site start lists the site's shifts with their own statuses. */
interface SiteRows {
  site_rosters: SiteRosterStart[];
}

export const rosters = {
  available: defineCall({
    backend: times,
    path: p.available,
    request: schemaRef('availableRostersSchema'),
    response: shape<AvailableRostersResponse>(),
    statuses: APP_CALL,
  }),
  startCalculation: defineCall({
    backend: times,
    path: p.startCalculation,
    request: schemaRef('startCalculationSchema'),
    response: shape<StartCalculationResponse>(),
    statuses: [...APP_CALL, ...SETUP, R.ROSTER_NOT_FOUND, R.ROSTER_CALCULATION_IN_PROGRESS, R.ROSTER_ALREADY_CREATED],
    carries: shape<{ ROSTER_CALCULATION_IN_PROGRESS: Held; ROSTER_ALREADY_CREATED: Held }>(),
  }),
  startSiteCalculation: defineCall({
    backend: times,
    path: p.startSiteCalculation,
    request: schemaRef('startSiteCalculationSchema'),
    response: shape<StartSiteCalculationResponse>(),
    statuses: [
      ...APP_CALL,
      R.INCORRECT_START_DATE,
      Status.INVALID_SHIFT_DETAILS,
      R.ROSTER_CALCULATION_IN_PROGRESS,
      R.ROSTER_ALREADY_CREATED,
    ],
    carries: shape<{
      INCORRECT_START_DATE: SiteRows;
      INVALID_SHIFT_DETAILS: SiteRows;
      ROSTER_CALCULATION_IN_PROGRESS: SiteRows;
      ROSTER_ALREADY_CREATED: SiteRows;
    }>(),
  }),
  periods: defineCall({
    backend: times,
    path: p.periods,
    request: schemaRef('rosterShiftSchema'),
    response: shape<RosterPeriodsResponse>(),
    statuses: [...APP_CALL, Status.INVALID_SHIFT_DETAILS],
  }),
  status: defineCall({
    backend: times,
    path: p.status,
    request: schemaRef('rosterRefSchema'),
    response: shape<RosterStatusResponse>(),
    statuses: [...APP_CALL, R.ROSTER_NOT_FOUND],
  }),
  summary: defineCall({
    backend: times,
    path: p.summary,
    request: schemaRef('rosterRefSchema'),
    response: shape<RosterSummaryResponse>(),
    statuses: READ,
  }),
  statisticsDetails: defineCall({
    backend: times,
    path: p.statisticsDetails,
    request: schemaRef('rosterRefSchema'),
    response: shape<RosterStatisticsDetailsResponse>(),
    statuses: READ,
  }),
  details: defineCall({
    backend: times,
    path: p.details,
    request: schemaRef('rosterDetailsSchema'),
    response: shape<RosterDetailsResponse>(),
    statuses: READ,
  }),
  swap: defineCall({
    backend: times,
    path: p.swap,
    request: schemaRef('rosterSwapSchema'),
    response: shape<ApiResponse>(),
    statuses: EDIT,
  }),
  move: defineCall({
    backend: times,
    path: p.move,
    request: schemaRef('rosterMoveSchema'),
    response: shape<ApiResponse>(),
    statuses: EDIT,
  }),
  pin: defineCall({
    backend: times,
    path: p.pin,
    request: schemaRef('rosterPinSchema'),
    response: shape<ApiResponse>(),
    statuses: [...READ, R.ENTRY_NOT_FOUND],
  }),
  publish: defineCall({
    backend: times,
    path: p.publish,
    request: schemaRef('rosterPublishSchema'),
    response: shape<PublishRosterResponse>(),
    statuses: READ,
  }),
  coverCandidates: defineCall({
    backend: times,
    path: p.coverCandidates,
    request: schemaRef('coverCandidatesSchema'),
    response: shape<CoverCandidatesResponse>(),
    statuses: READ,
  }),
  assignCover: defineCall({
    backend: times,
    path: p.assignCover,
    request: schemaRef('assignCoverSchema'),
    response: shape<ApiResponse>(),
    statuses: [...READ, R.COVER_NOT_ALLOWED],
  }),
  markAbsent: defineCall({
    backend: times,
    path: p.markAbsent,
    request: schemaRef('markAbsentSchema'),
    response: shape<MarkAbsentResponse>(),
    statuses: [...READ, R.ABSENCE_OUTSIDE_PERIOD, R.ENTRY_NOT_FOUND],
  }),
};
