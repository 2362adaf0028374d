/**
 * /api/attd/20102 clock {std, empd, kind, at, instant, method, ref, photo} (issue 20, ours): a
 * clock-in or clock-out at the site's kiosk (attendance/recordClock.ts). Needs the site's
 * timesheet isCreate, else INVALID_USER_RIGHTS. VALIDATION_ERROR 'Invalid clock time' when `at`
 * and `instant` are not one moment anywhere, or the instant is more than 5 minutes ahead of the
 * API's clock or more than 7 days old (a kiosk's queue keeps records that long);
 * EMPLOYEE_DOES_NOT_EXIST when no active employee of the site's shifts has that empd. The same ref
 * sent again answers the record made the first time.
 */
import { Contract, EmployeeStatus, Status } from '../../contract';
import { kioskAccess } from '../../attendance/access';
import { offsetMinutes } from '../../attendance/siteClock';
import { validationMessages } from '@times/shared-sdk/catalogue';
import { guardedRoute } from '../guardedRoute';

/** How far ahead of the API's clock a kiosk's clock may run. */
const AHEAD_MS = 5 * 60_000;
/** How old a record the kiosk's queue may still send. */
export const CLOCK_MAX_AGE_MS = 7 * 24 * 3_600_000;

const invalidTime = { status: Status.VALIDATION_ERROR, errors: { instant: validationMessages.invalidClockTime } };

export const clockRoute = guardedRoute(Contract.attendance.clock, {
  authorize: (state, session, { std }) => kioskAccess(state, session, std),
  handle: async ({ input, appId, access, ctx }) => {
    const nowMs = ctx.now();
    const instantMs = Date.parse(input.instant);
    const offset = offsetMinutes(input.at, input.instant);
    if (Number.isNaN(offset) || instantMs > nowMs + AHEAD_MS || instantMs < nowMs - CLOCK_MAX_AGE_MS)
      return invalidTime;
    const outcome = await ctx.repos.attendance.recordClock({
      ref: input.ref,
      app_id: appId,
      std: input.std,
      emd: input.empd,
      kind: input.kind,
      at: input.at,
      instant: new Date(instantMs).toISOString(),
      offset_minutes: offset,
      method: input.method,
      photo: input.photo,
      by_user: access.userId,
      recorded_at: new Date(nowMs).toISOString(),
    });
    if (outcome.status === 'not-on-site') return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    const { record, shift, late } = outcome;
    return {
      status: Status.OK,
      clock: { ref: record.ref, kind: record.kind, at: record.at, sftd: record.sftd, shift, late },
    };
  },
});
