/**
 * /api/rstgen/2345812 one shift employee {rshftempd, std, sftd} as shift_employees [one]: the
 * list row with rld, apply_wrkng_days, monthly_hours, weekly_hours, daily_hours and the exclusion
 * flags mon … hld. INVALID_SHIFT_DETAILS as on add; EMPLOYEE_DOES_NOT_EXIST for an rshftempd
 * that is not on that shift. ROSTER right 10 or 12, an admin or the site's operations manager.
 */
import { EmployeeStatus, Contract, Status } from '../../contract';
import { figuresByEmployee } from '../../employees/attendance';
import { hasPhoto } from '../../face/photos';
import { findShiftEmployee, rowContext, toShiftEmployeeDetails } from '../../roster-setup/employees';
import { liveShiftOf } from '../../roster-setup/positions';
import { rosterShiftRoute, siteOfPayload } from '../rosterPositions/rosterShiftRoute';

export const shiftEmployeeDetailsRoute = rosterShiftRoute(Contract.rosterSetup.employeeDetails, {
  access: 'read',
  siteOf: siteOfPayload,
  handle: ({ input: { rshftempd, std, sftd }, appId, ctx }) => {
    const state = ctx.store.data;
    if (!liveShiftOf(state, appId, std, sftd)) return { status: Status.INVALID_SHIFT_DETAILS };
    const record = findShiftEmployee(state, appId, std, sftd, rshftempd);
    if (!record) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    const now = ctx.now();
    const rows = rowContext(state, appId, now, figuresByEmployee(state, appId, now), (emd) =>
      hasPhoto(state, appId, emd),
    );
    return { status: Status.OK, shift_employees: [toShiftEmployeeDetails(record, rows)] };
  },
});
