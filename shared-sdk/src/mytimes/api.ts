/**
 * The calls of the employees' own pages (issue 31; Contract.myTimes, Contract.invitations) made lean for a phone:
 * each call's address typed by its contract entry (the entries themselves are types here), its texts from My Times'
 * part of the catalogue, so My Times and the invitation's page load neither the whole contract nor the signed-in
 * areas' module (@times/shared-sdk/app).
 */
import { callContract } from '@times/shared-sdk';
import type {
  CallOptions,
  MyAvailabilitySaveRequest,
  MyShiftsRequest,
  OpenShiftClaimRequest,
  SmsChoices,
  TimeOffAddRequest,
} from '@times/shared-sdk';
import { myTimesMessages } from '../app/catalogue/myTimes';
import { addressOf } from '../http/callContract';
import { SelfServiceStatus as S } from '../constants/selfService';
import type { invitations, myTimes } from '../contract/selfService';
import { TimesPaths } from '../contract/timesPaths';

const t = myTimesMessages.status;
const generic = ['VALIDATION_ERROR', 'APP_NOT_SELECTED'] as const;
/** An employee's own call refused: the account is not (or no longer) linked to an active employee. */
const mine = { byStatus: { INVALID_USER_RIGHTS: myTimesMessages.notLinked }, generic } as const;

const p = TimesPaths.myTimes;
const c = {
  me: addressOf<typeof myTimes.me>('times', p.me),
  shifts: addressOf<typeof myTimes.shifts>('times', p.shifts),
  timeOff: addressOf<typeof myTimes.timeOff>('times', p.timeOff),
  timeOffAdd: addressOf<typeof myTimes.timeOffAdd>('times', p.timeOffAdd),
  timeOffCancel: addressOf<typeof myTimes.timeOffCancel>('times', p.timeOffCancel),
  inbox: addressOf<typeof myTimes.inbox>('times', p.inbox),
  inboxRead: addressOf<typeof myTimes.inboxRead>('times', p.inboxRead),
  sms: addressOf<typeof myTimes.sms>('times', p.sms),
  availability: addressOf<typeof myTimes.availability>('times', p.availability),
  availabilitySave: addressOf<typeof myTimes.availabilitySave>('times', p.availabilitySave),
  calendarLink: addressOf<typeof myTimes.calendarLink>('times', p.calendarLink),
  openShifts: addressOf<typeof myTimes.openShifts>('times', p.openShifts),
  openShiftClaim: addressOf<typeof myTimes.openShiftClaim>('times', p.openShiftClaim),
  invitation: addressOf<typeof invitations.details>('first', TimesPaths.invitations.details),
};

export const myTimesApi = {
  me: (options?: CallOptions) => callContract(c.me, {}, options, mine),
  shifts: (request: MyShiftsRequest, options?: CallOptions) => callContract(c.shifts, { ...request }, options, mine),
  timeOff: (options?: CallOptions) => callContract(c.timeOff, {}, options, mine),
  addTimeOff: (request: TimeOffAddRequest, options?: CallOptions) =>
    callContract(c.timeOffAdd, { ...request }, options, {
      byStatus: {
        ...mine.byStatus,
        [S.TIME_OFF_IN_PAST]: t.TIME_OFF_IN_PAST,
        [S.TIME_OFF_OVERLAPS]: t.TIME_OFF_OVERLAPS,
      },
      generic,
    }),
  cancelTimeOff: (rqd: string, options?: CallOptions) =>
    callContract(c.timeOffCancel, { rqd }, options, {
      byStatus: {
        ...mine.byStatus,
        [S.REQUEST_NOT_FOUND]: t.REQUEST_NOT_FOUND,
        [S.REQUEST_NOT_PENDING]: t.REQUEST_NOT_PENDING,
      },
      generic,
    }),
  inbox: (options?: CallOptions) => callContract(c.inbox, {}, options, mine),
  markRead: (ids: number[], options?: CallOptions) => callContract(c.inboxRead, { ids }, options, mine),
  setSms: (sms: SmsChoices, options?: CallOptions) => callContract(c.sms, { ...sms }, options, mine),
  availability: (options?: CallOptions) => callContract(c.availability, {}, options, mine),
  saveAvailability: (request: MyAvailabilitySaveRequest, options?: CallOptions) =>
    callContract(c.availabilitySave, { ...request }, options, {
      byStatus: { ...mine.byStatus, [S.AVAILABILITY_IN_PAST]: t.AVAILABILITY_IN_PAST },
      generic,
    }),
  calendarLink: (options?: CallOptions) => callContract(c.calendarLink, {}, options, mine),
  openShifts: (request: MyShiftsRequest, options?: CallOptions) =>
    callContract(c.openShifts, { ...request }, options, mine),
  claimOpenShift: (request: OpenShiftClaimRequest, options?: CallOptions) =>
    callContract(c.openShiftClaim, { ...request }, options, {
      byStatus: {
        ...mine.byStatus,
        [S.OPEN_SHIFT_TAKEN]: t.OPEN_SHIFT_TAKEN,
        [S.OPEN_SHIFT_NOT_ALLOWED]: t.OPEN_SHIFT_NOT_ALLOWED,
        [S.OPEN_SHIFT_LIMIT]: t.OPEN_SHIFT_LIMIT,
      },
      generic,
    }),
};

const i = myTimesMessages.invitation;

export const invitationsApi = {
  /** The link's token comes from the address, never typed: VALIDATION_ERROR reads as a link not valid. */
  details: (token: string, options?: CallOptions) =>
    callContract(c.invitation, { token }, options, {
      byStatus: {
        [S.INVITATION_NOT_FOUND]: i.notFound,
        [S.INVITATION_EXPIRED]: i.expired,
        [S.INVITATION_USED]: i.used,
        VALIDATION_ERROR: i.notFound,
      },
    }),
};
