/**
 * /api/my/30310 (ours, issue 31) {availability}: the employee saves their availability as they want
 * it: the changes outside their Published rosters' periods apply at once (the next calculation
 * keeps to them); those inside (every change, by the app's setting) wait for a manager on the
 * Requests page, in place of what waited. AVAILABILITY_IN_PAST for a date before today;
 * VALIDATION_ERROR naming a date more than two years ahead or a request for a shift that is not
 * the employee's. The answer is the page as it stands, with how many changes applied and wait.
 */
import { validationMessages } from '@times/shared-sdk/catalogue';
import { Contract, SelfServiceStatus, Status } from '../../contract';
import type { ValidationErrorResponse } from '../context';
import { isoAt } from '../context';
import { employeeRoute } from './employeeRoute';

export const myAvailabilitySaveRoute = employeeRoute(
  Contract.myTimes.availabilitySave,
  async ({ input, me, appId, ctx }) => {
    const { emd, name, surname } = me.employee;
    const nowIso = isoAt(ctx.now());
    const { availability } = input;
    const saved = await ctx.repos.selfService.saveAvailability({
      appId,
      emd,
      by: `${name} ${surname}`,
      nowIso,
      wanted: {
        unavailable_dates: availability.unavailable_dates,
        unavailable_days: availability.unavailable_days,
        requests: availability.requests.map((one) => ({
          entry_date: one.entry_date,
          work: one.work === 1 ? 1 : 0,
          weight: one.weight,
          sftd: one.sftd,
        })),
      },
    });
    if (saved.kind === 'past') return { status: SelfServiceStatus.AVAILABILITY_IN_PAST };
    if (saved.kind === 'invalid') {
      const invalid: ValidationErrorResponse = {
        status: Status.VALIDATION_ERROR,
        errors: {
          [saved.field]:
            saved.reason === 'shift' ? validationMessages.selectRequestShift : validationMessages.dateOutOfRange,
        },
      };
      return invalid;
    }
    const view = await ctx.repos.selfService.availability(appId, emd, nowIso.slice(0, 10));
    return { status: Status.OK, ...view, applied: saved.applied, waits: saved.waits };
  },
);
