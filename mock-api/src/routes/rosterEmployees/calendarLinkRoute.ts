/**
 * The opening of the calendar link calls {rshftempd, std, sftd} (ours, issue 17): the rights of a
 * shift employee write (ROSTER right 12, an admin or the site's operations manager, as
 * rosterShiftRoute), a live shift (else INVALID_SHIFT_DETAILS) and the employee on it (else
 * EMPLOYEE_DOES_NOT_EXIST). The link belongs to the employee, across every shift and site.
 */
import { EmployeeStatus, Status } from '../../contract';
import type { CallAnswer, CallContract, CalendarLinkState, Declares } from '../../contract';
import { calendarLinkOf } from '../../calendar/links';
import { findShiftEmployee } from '../../roster-setup/employees';
import { liveShiftOf } from '../../roster-setup/positions';
import type { DbState } from '../../store/types';
import type { ApiRoute } from '../context';
import type { ContractGuardedCall, GuardStatus } from '../guardedRoute';
import { rosterShiftRoute, siteOfPayload } from '../rosterPositions/rosterShiftRoute';

/** The link calls' payload: the shift employee on a shift of a site. */
interface LinkInput {
  rshftempd: string;
  std: string;
  sftd: string;
}

export interface CalendarLinkCall<C extends CallContract> extends ContractGuardedCall<C> {
  emd: string;
}

/** What the opening answers itself: the shift or the employee not found. */
type LinkStatus = GuardStatus | typeof Status.INVALID_SHIFT_DETAILS | typeof EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST;

export const calendarLinkState = (state: DbState, appId: string, emd: string, nowMs: number): CalendarLinkState => {
  const link = calendarLinkOf(state, appId, emd, nowMs);
  return { created_at: link?.created_at ?? '', expires_at: link?.expires_at ?? '' };
};

export function calendarLinkRoute<C extends CallContract>(
  contract: C & Declares<C, LinkStatus>,
  handle: (call: CalendarLinkCall<C>) => CallAnswer<C> | Promise<CallAnswer<C>>,
): ApiRoute {
  // Declares<C, LinkStatus> covers the answers below; the compiler cannot see it for a generic C.
  const refuse = (status: typeof Status.INVALID_SHIFT_DETAILS | typeof EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST) =>
    ({ status }) as CallAnswer<C>;
  return rosterShiftRoute<C>(contract as C & Declares<C, GuardStatus>, {
    access: 'write',
    siteOf: (input) => siteOfPayload(input as LinkInput),
    handle: (call) => {
      const { appId, ctx } = call;
      const input = call.input as LinkInput;
      const state = ctx.store.data;
      if (!liveShiftOf(state, appId, input.std, input.sftd)) return refuse(Status.INVALID_SHIFT_DETAILS);
      const record = findShiftEmployee(state, appId, input.std, input.sftd, input.rshftempd);
      if (!record) return refuse(EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST);
      return handle({ ...call, emd: record.emd });
    },
  });
}
