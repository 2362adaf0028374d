/**
 * /api/rstgen/34531 (ours) save a shift employee's availability {rshftempd, std, sftd,
 * employee_availability: {unavailable_dates, unavailable_days, requests [{entry_date, work,
 * weight, this_shift}], limits, forbidden_successions [{first_sftd, next_sftd}]}}: replaces the
 * dates, weekdays, limits, forbidden successions and the requests for every shift and for this
 * one; requests for other shifts stay. VALIDATION_ERROR (the schema's messages; a date more than a
 * year back or two years ahead of today, or a succession naming a shift the employee is not on,
 * names its field); INVALID_SHIFT_DETAILS and
 * EMPLOYEE_DOES_NOT_EXIST as the details. Written as the shift employee: ROSTER right 12, an admin
 * or the site's operations manager.
 */
import { EmployeeStatus, Contract, Status } from '../../contract';
import { dayAt } from '../../employees/days';
import { dateOutside, findAvailability, savedAvailability, shiftOutside } from '../../roster-setup/availability';
import { employeeShifts } from '../../roster-setup/employeeShifts';
import { findShiftEmployee } from '../../roster-setup/employees';
import { liveShiftOf } from '../../roster-setup/positions';
import { nextId } from '../../store/types';
import { availabilityDateInRange } from '@times/shared-sdk/schemas';
import { validationMessages } from '@times/shared-sdk/catalogue';
import type { ValidationErrorResponse } from '../context';
import { rosterShiftRoute, siteOfPayload } from '../rosterPositions/rosterShiftRoute';

export const availabilitySaveRoute = rosterShiftRoute(Contract.rosterSetup.availabilitySave, {
  access: 'write',
  siteOf: siteOfPayload,
  handle: async ({ input, appId, ctx }) => {
    const state = ctx.store.data;
    const { rshftempd, std, sftd } = input;
    if (!liveShiftOf(state, appId, std, sftd)) return { status: Status.INVALID_SHIFT_DETAILS };
    const shiftEmployee = findShiftEmployee(state, appId, std, sftd, rshftempd);
    if (!shiftEmployee) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    const availability = {
      ...input.employee_availability,
      requests: input.employee_availability.requests.map((request) => ({
        ...request,
        work: request.work === 1 ? (1 as const) : (0 as const),
        this_shift: request.this_shift === 1 ? (1 as const) : (0 as const),
      })),
    };
    const today = dayAt(ctx.now());
    const outside = dateOutside(availability, (date) => availabilityDateInRange(date, today));
    if (outside) {
      const invalid: ValidationErrorResponse = {
        status: Status.VALIDATION_ERROR,
        errors: { [outside]: validationMessages.dateOutOfRange },
      };
      return invalid;
    }
    const onShifts = new Set(employeeShifts(state, appId, shiftEmployee.emd).map((shift) => shift.sftd));
    const foreign = shiftOutside(availability.forbidden_successions ?? [], onShifts);
    if (foreign) {
      const invalid: ValidationErrorResponse = {
        status: Status.VALIDATION_ERROR,
        errors: { [foreign]: validationMessages.successionShift },
      };
      return invalid;
    }
    await ctx.store.update((draft) => {
      draft.employee_availability ??= [];
      const stored = findAvailability(draft, appId, shiftEmployee.emd);
      const fields = savedAvailability(stored, sftd, availability);
      if (stored) Object.assign(stored, fields);
      else
        draft.employee_availability.push({
          id: nextId(draft.employee_availability),
          app_id: appId,
          emd: shiftEmployee.emd,
          ...fields,
        });
    });
    return { status: Status.OK };
  },
});
