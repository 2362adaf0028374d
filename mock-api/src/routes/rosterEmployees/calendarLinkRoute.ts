/**
 * The opening of the calendar link calls {rshftempd, std, sftd} (ours, issue 17): the rights of a
 * shift employee write (ROSTER right 12, an admin or the site's operations manager, as
 * rosterShiftRoute), a live shift (else INVALID_SHIFT_DETAILS) and the employee on it (else
 * EMPLOYEE_DOES_NOT_EXIST). The link belongs to the employee, across every shift and site.
 */
import { EmployeeStatus, Status } from '../../contract';
import type { CalendarLinkState } from '../../contract';
import { calendarLinkOf } from '../../calendar/links';
import { findShiftEmployee } from '../../roster-setup/employees';
import { liveShiftOf } from '../../roster-setup/positions';
import { shiftEmployeeIdSchema } from '@times/shared-sdk/schemas';
import type { DbState } from '../../store/types';
import type { ApiResult, ApiRoute } from '../context';
import type { GuardedCall } from '../guardedRoute';
import { rosterShiftRoute, siteOfPayload } from '../rosterPositions/rosterShiftRoute';

export interface CalendarLinkCall extends GuardedCall<typeof shiftEmployeeIdSchema> {
  emd: string;
}

export const calendarLinkState = (state: DbState, appId: string, emd: string, nowMs: number): CalendarLinkState => {
  const link = calendarLinkOf(state, appId, emd, nowMs);
  return { created_at: link?.created_at ?? '', expires_at: link?.expires_at ?? '' };
};

export function calendarLinkRoute(path: string, handle: (call: CalendarLinkCall) => ApiResult): ApiRoute {
  return rosterShiftRoute({
    path,
    schema: shiftEmployeeIdSchema,
    access: 'write',
    siteOf: siteOfPayload,
    handle: (call) => {
      const { input, appId, ctx } = call;
      const state = ctx.store.data;
      if (!liveShiftOf(state, appId, input.std, input.sftd)) return { status: Status.INVALID_SHIFT_DETAILS };
      const record = findShiftEmployee(state, appId, input.std, input.sftd, input.rshftempd);
      if (!record) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
      return handle({ ...call, emd: record.emd });
    },
  });
}
