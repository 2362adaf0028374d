/**
 * /api/rstgen/65346 take an employee off a shift {rshftempd, std, sftd}. INVALID_SHIFT_DETAILS
 * as on add; EMPLOYEE_DOES_NOT_EXIST for an rshftempd that is not on that shift. ROSTER right 12,
 * an admin or the site's operations manager.
 */
import { EmployeeStatus, Contract, Status } from '../../contract';
import { findShiftEmployee } from '../../roster-setup/employees';
import { liveShiftOf } from '../../roster-setup/positions';
import { rosterShiftRoute, siteOfPayload } from '../rosterPositions/rosterShiftRoute';

export const shiftEmployeeDeleteRoute = rosterShiftRoute(Contract.rosterSetup.employeeDelete, {
  access: 'write',
  siteOf: siteOfPayload,
  handle: async ({ input: { rshftempd, std, sftd }, appId, ctx }) => {
    const state = ctx.store.data;
    if (!liveShiftOf(state, appId, std, sftd)) return { status: Status.INVALID_SHIFT_DETAILS };
    const record = findShiftEmployee(state, appId, std, sftd, rshftempd);
    if (!record) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    await ctx.store.update((draft) => {
      draft.shift_employees = draft.shift_employees.filter((candidate) => candidate.id !== record.id);
    });
    return { status: Status.OK };
  },
});
