/**
 * Times backend: rosters (spec 002 sections 3, 4, 7 and 8): the roster list, start calculation,
 * periods, status, summary statistics, statistics details, the paged roster details, swap and move,
 * and publish (ours).
 */
import { Status, post } from '@times/shared-sdk';
import type {
  AvailableRostersRequest,
  AvailableRostersResponse,
  CallOptions,
  MoveRequest,
  PinRequest,
  ApiResponse,
  PublishRosterRequest,
  PublishRosterResponse,
  RosterDetailsRequest,
  RosterDetailsResponse,
  RosterPeriodsResponse,
  RosterRefRequest,
  RosterShiftRequest,
  RosterStatisticsDetailsResponse,
  RosterStatusResponse,
  RosterSummaryResponse,
  StartCalculationRequest,
  StartCalculationResponse,
  StartSiteCalculationRequest,
  StartSiteCalculationResponse,
  StatusMessages,
  SwapRequest,
} from '@times/shared-sdk';
import { RosterStatusCode } from '../../constants/rosters';
import { appMessages } from '../catalogue/appMessages';
import { TimesPaths } from './paths';

const t = appMessages.rosters;
const S = RosterStatusCode;

const read = {
  [Status.INVALID_USER_RIGHTS]: t.create.invalidUserRights,
  [Status.INVALID_SHIFT_DETAILS]: t.create.invalidShiftDetails,
  [S.ROSTER_NOT_FOUND]: t.state.notFound,
  [S.ROSTER_PROCESSING]: t.state.processing,
  [S.ROSTER_FAILED]: t.state.failed,
};

/**
 * The spec 002 section 8 messages of these calls. ROSTER_ALREADY_CREATED and
 * ROSTER_CALCULATION_IN_PROGRESS carry a date: the Create Roster form words them itself.
 */
export const rostersMessages = {
  read: { byStatus: read },
  start: {
    byStatus: {
      ...read,
      [S.INCORRECT_START_DATE]: t.create.incorrectStartDate,
      [S.ROSTER_WORKING_DAYS_REQUIRED]: t.create.workingDaysRequired,
      [S.ASSIGNED_EMPLOYEES_LESS_THAN_REQUIRED]: t.create.employeesLessThanRequired,
    },
  },
  edit: {
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
} satisfies Record<string, StatusMessages>;

const p = TimesPaths.rosters;
const m = rostersMessages;

export const rostersApi = {
  available: (request: AvailableRostersRequest, options?: CallOptions) =>
    post<AvailableRostersResponse>('times', p.available, request, options, m.read),
  startCalculation: (request: StartCalculationRequest, options?: CallOptions) =>
    post<StartCalculationResponse>('times', p.startCalculation, request, options, m.start),
  /** Ours: every set-up shift of the site, planned together (see StartSiteCalculationResponse). */
  startSiteCalculation: (request: StartSiteCalculationRequest, options?: CallOptions) =>
    post<StartSiteCalculationResponse>('times', p.startSiteCalculation, request, options, m.start),
  periods: (request: RosterShiftRequest, options?: CallOptions) =>
    post<RosterPeriodsResponse>('times', p.periods, request, options, m.read),
  status: (request: RosterRefRequest, options?: CallOptions) =>
    post<RosterStatusResponse>('times', p.status, request, options, m.read),
  summary: (request: RosterRefRequest, options?: CallOptions) =>
    post<RosterSummaryResponse>('times', p.summary, request, options, m.read),
  statisticsDetails: (request: RosterRefRequest, options?: CallOptions) =>
    post<RosterStatisticsDetailsResponse>('times', p.statisticsDetails, request, options, m.read),
  details: (request: RosterDetailsRequest, options?: CallOptions) =>
    post<RosterDetailsResponse>('times', p.details, request, options, m.read),
  swap: (request: SwapRequest, options?: CallOptions) => post<ApiResponse>('times', p.swap, request, options, m.edit),
  move: (request: MoveRequest, options?: CallOptions) => post<ApiResponse>('times', p.move, request, options, m.edit),
  /** Ours: pins (1) or unpins (0) an assigned cell (a recalculation keeps the pinned ones). */
  pin: (request: PinRequest, options?: CallOptions) => post<ApiResponse>('times', p.pin, request, options, m.edit),
  /** Ours: publish a Successful roster (its employees are notified; a retry sends nothing twice). */
  publish: (request: PublishRosterRequest, options?: CallOptions) =>
    post<PublishRosterResponse>('times', p.publish, request, options, m.read),
};
