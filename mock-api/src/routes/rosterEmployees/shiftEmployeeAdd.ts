/**
 * /api/rstgen/65435 put an employee on a shift {roster_shift_employees: {std, sftd, empd, rld,
 * apply_wrkng_days, hours, mon … hld}} (mon … hld exclusion flags). INVALID_SHIFT_DETAILS when
 * std/sftd is not a live shift of a site of the app; EMPLOYEE_DOES_NOT_EXIST for an empd the app
 * does not have; ROLE_DOESNOT_EXIST when rld is not a position of the shift; EMPLOYEE_ALREADY_EXIST
 * when the employee is on the shift; EMPLOYEE_DEACTIVATED (ours) for a deactivated employee. OK answers the rshftempd. ROSTER right 12, an admin or the
 * site's operations manager.
 */
import { newPublicId } from '../../apps/apps';
import { EMPLOYEE_ACTIVE, EmployeeStatus, Contract, Status } from '../../contract';
import { findEmployee } from '../../employees/employees';
import { employeeOnShift, isPositionOfShift, shiftEmployeeFields } from '../../roster-setup/employees';
import { liveShiftOf } from '../../roster-setup/positions';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { RosterShiftStatus } from '@times/shared-sdk/schemas';
import { isoAt } from '../context';
import { rosterShiftRoute } from '../rosterPositions/rosterShiftRoute';

export const shiftEmployeeAddRoute = rosterShiftRoute(Contract.rosterSetup.employeeAdd, {
  access: 'write',
  siteOf: (input) => input.roster_shift_employees.std,
  handle: async ({ input, appId, ctx }) => {
    const state = ctx.store.data;
    const { std, sftd, empd, ...form } = input.roster_shift_employees;
    if (!liveShiftOf(state, appId, std, sftd)) return { status: Status.INVALID_SHIFT_DETAILS };
    const employee = findEmployee(state, appId, empd);
    if (!employee) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    if (employee.user_status !== EMPLOYEE_ACTIVE) return { status: RosterShiftStatus.EMPLOYEE_DEACTIVATED };
    if (!isPositionOfShift(state, appId, sftd, form.rld)) return { status: RosterShiftStatus.ROLE_DOESNOT_EXIST };
    const fields = shiftEmployeeFields(form);

    const rshftempd = await ctx.store.update((draft) => {
      // Checked inside the write, on the newest state: two adds at once (on any API process) store one.
      if (employeeOnShift(baseOf(draft), appId, sftd, empd)) return null;
      draft.shift_employees ??= [];
      const publicId = newPublicId(draft.shift_employees.map((record) => record.rshftempd));
      draft.shift_employees.push({
        id: nextId(draft.shift_employees),
        rshftempd: publicId,
        app_id: appId,
        std,
        sftd,
        emd: empd,
        ...fields,
        created_at: isoAt(ctx.now()),
      } as (typeof draft.shift_employees)[number]);
      return publicId;
    });
    return rshftempd === null ? { status: RosterShiftStatus.EMPLOYEE_ALREADY_EXIST } : { status: Status.OK, rshftempd };
  },
});
