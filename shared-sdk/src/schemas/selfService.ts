/**
 * Payload schemas of the employees' own calls (issue 31, ours): invitations, My Times and the
 * managers' Requests. Whether a date is in the past needs the server's clock: the server checks
 * that after these.
 */
import { array, number, object, string } from 'yup';
import { validationMessages } from '../catalogue/validationMessages';
import { AvailabilityLimits } from '../constants/availability';
import { SelfServiceLimits } from '../constants/selfService';
import { dayRequestSchema, unavailableDatesSchema, unavailableDaysSchema } from './availability';
import { isValidDateString } from './rules';
import { text } from './text';

const v = validationMessages;
const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both in (NaN unless both are dates). */
export const daysBetween = (from: string, to: string): number =>
  isValidDateString(from) && isValidDateString(to)
    ? Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1
    : Number.NaN;

const day = (message: string) => string().required(message).test('date', message, isValidDateString);

/** /api/invt/30201: the token of an invitation link. */
export const invitationSchema = object({
  token: string()
    .required(v.invitationToken)
    .matches(/^[A-Za-z0-9_-]{16,64}$/, v.invitationToken),
});

/** /api/my/30302: a span of days of My shifts. */
export const myShiftsSchema = object({
  from_date: day(v.shiftsPeriod),
  to_date: day(v.shiftsPeriod).test('span', v.shiftsPeriod, function span(to) {
    const days = daysBetween((this.parent as { from_date: string }).from_date, to);
    return days >= 1 && days <= SelfServiceLimits.SHIFTS_MAX_DAYS;
  }),
});

/** The time-off form of My Times (the ref is the browser's, added when it is sent). */
export const timeOffFormSchema = object({
  from_date: day(v.timeOffFrom),
  to_date: day(v.timeOffTo)
    .test('order', v.timeOffTo, function order(to) {
      const days = daysBetween((this.parent as { from_date: string }).from_date, to);
      return !(days < 1);
    })
    .test('length', v.timeOffTooLong, function length(to) {
      const days = daysBetween((this.parent as { from_date: string }).from_date, to);
      return !(days > SelfServiceLimits.TIME_OFF_MAX_DAYS);
    }),
  reason: text().required(v.timeOffReason).min(3, v.timeOffReason).max(SelfServiceLimits.REASON_MAX, v.timeOffReason),
});

/** /api/my/30304. */
export const timeOffAddSchema = timeOffFormSchema.shape({
  ref: string()
    .required(v.requestRef)
    .matches(/^[A-Za-z0-9_-]{8,64}$/, v.requestRef),
});

/** /api/my/30305, /api/rqst/30402: one request. */
export const requestRefSchema = object({ rqd: text().required(v.selectRequest) });

/** /api/my/30307: the inbox messages read (none: every message). */
export const inboxReadSchema = object({
  ids: array(number().integer().required(v.inboxIds)).max(SelfServiceLimits.INBOX_KEPT, v.inboxIds).default([]),
});

const flag = () =>
  number()
    .required()
    .oneOf([0, 1] as const);

/** /api/my/30308: which messages also go by SMS. */
export const smsChoicesSchema = object({ roster: flag(), requests: flag() });

/** /api/rqst/30401. */
export const requestListSchema = object({
  state: string()
    .required(v.selectRequestState)
    .oneOf(['pending', 'decided'] as const, v.selectRequestState),
});

/** The decline form of the Requests page: a reason is needed to decline, optional to approve. */
export const requestDecideSchema = object({
  rqd: text().required(v.selectRequest),
  decision: string()
    .required(v.selectDecision)
    .oneOf(['approve', 'decline'] as const, v.selectDecision),
  reason: text()
    .default('')
    .max(SelfServiceLimits.REASON_MAX, v.declineReason)
    .when('decision', {
      is: 'decline',
      then: (schema) => schema.required(v.declineReason).min(3, v.declineReason),
    }),
});

/**
 * /api/my/30310 (My availability): the employee's unavailable dates and weekdays and day requests
 * (each for every shift, sftd '', or one of their shifts), from today on. The dates' range around
 * today, the past and the shifts are the server's to check.
 */
export const myAvailabilitySchema = object({
  availability: object({
    unavailable_dates: unavailableDatesSchema,
    unavailable_days: unavailableDaysSchema,
    requests: array(
      dayRequestSchema.omit(['this_shift']).shape({ sftd: string().default('').max(64, v.selectRequestShift) }),
    )
      .max(AvailabilityLimits.MAX_REQUESTS, v.tooManyRequests)
      .default([])
      .test('one-a-day', v.availabilityRequestTwice, (requests) => {
        if (!Array.isArray(requests)) return true;
        const keys = requests.map((request) => `${request?.entry_date}|${request?.sftd ?? ''}`);
        return new Set(keys).size === keys.length;
      })
      .test('available', v.requestOnUnavailable, function (requests) {
        const dates: unknown = (this.parent as { unavailable_dates?: unknown }).unavailable_dates;
        const unavailable = new Set(Array.isArray(dates) ? dates : []);
        return !Array.isArray(requests) || !requests.some((request) => unavailable.has(request?.entry_date));
      }),
  }).required(),
});

/** /api/rqst/30406: whether the employees' claims of open shifts wait for a manager, and how many they may make. */
export const marketplaceSettingsSchema = object({
  changes_wait: number()
    .typeError(v.changesWait)
    .oneOf([0, 1] as const, v.changesWait)
    .optional(),
  claims_limit: number()
    .typeError(v.claimsLimit)
    .integer(v.claimsLimit)
    .min(0, v.claimsLimit)
    .max(SelfServiceLimits.CLAIMS_LIMIT_MAX, v.claimsLimit)
    .nullable()
    .optional(),
});

/** /api/rqst/30404: whether every availability change waits for a manager. */
export const requestSettingsSchema = object({
  every_change_waits: number()
    .typeError(v.everyChangeWaits)
    .required(v.everyChangeWaits)
    .oneOf([0, 1] as const, v.everyChangeWaits),
});
