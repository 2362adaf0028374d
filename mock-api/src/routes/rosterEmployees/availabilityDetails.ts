/**
 * /api/rstgen/34530 (ours) a shift employee's availability {rshftempd, std, sftd}:
 * employee_availability (unavailable dates and weekdays, the requests for every shift and for
 * this one, this_shift 1 for the latter) and other_shift_requests (how many requests the employee
 * has for other shifts only), the forbidden successions (of shifts the employee is still on) and
 * employee_shifts, the shifts the employee is on at any site of the app (sftd, shift_name, std,
 * site_name) to choose them from. An employee with none answers empty lists. INVALID_SHIFT_DETAILS
 * when std/sftd is not a live shift of the app; EMPLOYEE_DOES_NOT_EXIST for an rshftempd not on
 * that shift. Read as the shift employee's details: ROSTER right 10 or 12, an admin or the site's
 * operations manager.
 */
import { EmployeeStatus, Contract, Status } from '../../contract';
import { availabilityView } from '../../roster-setup/availability';
import { rosterShiftRoute, siteOfPayload } from '../rosterPositions/rosterShiftRoute';

export const availabilityDetailsRoute = rosterShiftRoute(Contract.rosterSetup.availabilityDetails, {
  access: 'read',
  siteOf: siteOfPayload,
  handle: async ({ input: { rshftempd, std, sftd }, appId, ctx }) => {
    const repository = ctx.repos.shiftEmployees;
    if (!(await repository.liveShift(appId, std, sftd))) return { status: Status.INVALID_SHIFT_DETAILS };
    const record = await repository.find(appId, { std, sftd, rshftempd });
    if (!record) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    const [shifts, availability] = await Promise.all([
      repository.employeeShifts(appId, record.emd),
      repository.availability(appId, record.emd),
    ]);
    const onShifts = new Set(shifts.map((shift) => shift.sftd));
    return {
      status: Status.OK,
      ...availabilityView(availability, sftd, onShifts),
      employee_shifts: shifts,
    };
  },
});
