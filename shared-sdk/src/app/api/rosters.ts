/**
 * Times backend: rosters (spec 002 sections 3, 4, 7 and 8): the roster list, start calculation,
 * periods, status, summary statistics, statistics details, the paged roster details, swap and move,
 * and publish (ours).
 */
import { Status } from '@times/shared-sdk';
import type { CallOptions, CallTexts } from '@times/shared-sdk';
import { Contract, GENERIC_APP_STATUSES } from '../../contract';
import type { CallRequest } from '../../contract';
import { callContract } from '@times/shared-sdk';
import { RosterStatusCode } from '../../constants/rosters';
import { appMessages } from '../catalogue/appMessages';

const t = appMessages.rosters;
const S = RosterStatusCode;

const read = {
  [Status.INVALID_USER_RIGHTS]: t.create.invalidUserRights,
  [Status.INVALID_SHIFT_DETAILS]: t.create.invalidShiftDetails,
  [S.ROSTER_NOT_FOUND]: t.state.notFound,
  [S.ROSTER_PROCESSING]: t.state.processing,
  [S.ROSTER_FAILED]: t.state.failed,
};
const generic = GENERIC_APP_STATUSES;

/**
 * The spec 002 section 8 messages of these calls. ROSTER_ALREADY_CREATED and
 * ROSTER_CALCULATION_IN_PROGRESS carry a date: the Create Roster form words them itself.
 */
export const rostersMessages = {
  read: { byStatus: read, generic },
  start: {
    generic,
    byScreen: [S.ROSTER_ALREADY_CREATED, S.ROSTER_CALCULATION_IN_PROGRESS],
    byStatus: {
      ...read,
      [S.INCORRECT_START_DATE]: t.create.incorrectStartDate,
      [S.ROSTER_WORKING_DAYS_REQUIRED]: t.create.workingDaysRequired,
      [S.ASSIGNED_EMPLOYEES_LESS_THAN_REQUIRED]: t.create.employeesLessThanRequired,
    },
  },
  edit: {
    generic,
    byStatus: {
      ...read,
      [S.CANT_DROP_THE_SAME_EMPLOYEE]: t.calendar.sameEmployee,
      [S.SWAP_DATE_NOT_EMPTY]: t.calendar.invalidSwapDates,
      [S.DATE_NOT_EMPTY]: t.calendar.dateNotEmpty,
      [S.ENTRY_NOT_FOUND]: t.calendar.entryNotFound,
      [S.EMPLOYEE_WORKS_ELSEWHERE]: t.calendar.worksElsewhere,
      [S.REST_HOURS_TOO_SHORT]: t.calendar.restHoursTooShort,
      [S.SHIFT_SUCCESSION_FORBIDDEN]: t.calendar.successionForbidden,
    },
  },
} satisfies Record<string, CallTexts>;

const c = Contract.rosters;
type Req<K extends keyof typeof c> = CallRequest<(typeof c)[K]>;
const m = rostersMessages;

export const rostersApi = {
  available: (request: Req<'available'>, options?: CallOptions) => callContract(c.available, request, options, m.read),
  startCalculation: (request: Req<'startCalculation'>, options?: CallOptions) =>
    callContract(c.startCalculation, request, options, m.start),
  /** Ours: every set-up shift of the site, planned together (see StartSiteCalculationResponse). */
  startSiteCalculation: (request: Req<'startSiteCalculation'>, options?: CallOptions) =>
    callContract(c.startSiteCalculation, request, options, m.start),
  periods: (request: Req<'periods'>, options?: CallOptions) => callContract(c.periods, request, options, m.read),
  status: (request: Req<'status'>, options?: CallOptions) => callContract(c.status, request, options, m.read),
  summary: (request: Req<'summary'>, options?: CallOptions) => callContract(c.summary, request, options, m.read),
  statisticsDetails: (request: Req<'statisticsDetails'>, options?: CallOptions) =>
    callContract(c.statisticsDetails, request, options, m.read),
  details: (request: Req<'details'>, options?: CallOptions) => callContract(c.details, request, options, m.read),
  swap: (request: Req<'swap'>, options?: CallOptions) => callContract(c.swap, request, options, m.edit),
  move: (request: Req<'move'>, options?: CallOptions) => callContract(c.move, request, options, m.edit),
  /** Ours: pins (1) or unpins (0) an assigned cell (a recalculation keeps the pinned ones). */
  pin: (request: Req<'pin'>, options?: CallOptions) => callContract(c.pin, request, options, m.edit),
  /** Ours: publish a Successful roster (its employees are notified; a retry sends nothing twice). */
  publish: (request: Req<'publish'>, options?: CallOptions) => callContract(c.publish, request, options, m.read),
};
