/**
 * The opening of the calendar link calls {rshftempd, std, sftd} (ours, issue 17): the rights of a
 * shift employee write (ROSTER right 12, an admin or the site's operations manager, as
 * rosterShiftRoute), a live shift (else INVALID_SHIFT_DETAILS) and the employee on it (else
 * EMPLOYEE_DOES_NOT_EXIST). The link belongs to the employee, across every shift and site.
 */
import { EmployeeStatus, Status } from '../../contract';
import type { CallAnswer, CallContract, CalendarLinkState, Declares } from '../../contract';
import type { NotFound, ShiftEmployeeRef } from '../../roster-setup/shiftEmployees/repository/shiftEmployeeRepository';
import type { CalendarLinkRecord } from '../../store/types';
import type { ApiRoute } from '../context';
import type { ContractGuardedCall, GuardStatus } from '../guardedRoute';
import { rosterShiftRoute, siteOfPayload } from '../rosterPositions/rosterShiftRoute';

export interface CalendarLinkCall<C extends CallContract> extends ContractGuardedCall<C> {
  /** The shift employee the call names (a write decides on it again). */
  ref: ShiftEmployeeRef;
  emd: string;
}

/** What the opening answers itself: the shift or the employee not found. */
type LinkStatus = GuardStatus | typeof Status.INVALID_SHIFT_DETAILS | typeof EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST;

const REFUSED = {
  'no-shift': Status.INVALID_SHIFT_DETAILS,
  'no-employee': EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST,
} as const;

/** The answer of a call that found no shift or no employee on it (Declares<C, LinkStatus> covers it). */
export const refused = <C extends CallContract>(why: NotFound): CallAnswer<C> =>
  ({ status: REFUSED[why] }) as CallAnswer<C>;

export const calendarLinkState = (link: CalendarLinkRecord | undefined): CalendarLinkState => ({
  created_at: link?.created_at ?? '',
  expires_at: link?.expires_at ?? '',
});

export function calendarLinkRoute<C extends CallContract>(
  contract: C & Declares<C, LinkStatus>,
  handle: (call: CalendarLinkCall<C>) => CallAnswer<C> | Promise<CallAnswer<C>>,
): ApiRoute {
  return rosterShiftRoute<C>(contract as C & Declares<C, GuardStatus>, {
    access: 'write',
    siteOf: (input) => siteOfPayload(input as ShiftEmployeeRef),
    handle: async (call) => {
      const { appId, ctx } = call;
      const { std, sftd, rshftempd } = call.input as ShiftEmployeeRef;
      const ref = { std, sftd, rshftempd };
      const repository = ctx.repos.shiftEmployees;
      if (!(await repository.liveShift(appId, std, sftd))) return refused<C>('no-shift');
      const record = await repository.find(appId, ref);
      if (!record) return refused<C>('no-employee');
      return handle({ ...call, ref, emd: record.emd });
    },
  });
}
