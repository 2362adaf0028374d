/**
 * /api/rstgen/34531 (ours) save a shift employee's availability {rshftempd, std, sftd,
 * employee_availability: {unavailable_dates, unavailable_days, requests [{entry_date, work,
 * weight, this_shift}], limits, forbidden_successions [{first_sftd, next_sftd}]}}: replaces the
 * dates, weekdays, limits, forbidden successions and the requests for every shift and for this
 * one; requests for other shifts stay. VALIDATION_ERROR (the schema's messages; a date more than a
 * year back or two years ahead of today, or a succession naming a shift the employee is not on,
 * names its field); INVALID_SHIFT_DETAILS and
 * EMPLOYEE_DOES_NOT_EXIST as the details. Written as the shift employee: ROSTER right 12, an admin
 * or the site's operations manager. The shift, the employee on it and the successions' shifts are
 * decided again inside the write (shiftEmployeeWrites.ts).
 */
import { EmployeeStatus, Contract, Status } from '../../contract';
import { dayAt } from '../../employees/days';
import { dateOutside } from '../../roster-setup/availability';
import { availabilityDateInRange } from '@times/shared-sdk/schemas';
import { validationMessages } from '@times/shared-sdk/catalogue';
import type { ValidationErrorResponse } from '../context';
import { rosterShiftRoute, siteOfPayload } from '../rosterPositions/rosterShiftRoute';

export const availabilitySaveRoute = rosterShiftRoute(Contract.rosterSetup.availabilitySave, {
  access: 'write',
  siteOf: siteOfPayload,
  handle: async ({ input, appId, ctx }) => {
    const repository = ctx.repos.shiftEmployees;
    const { rshftempd, std, sftd } = input;
    // The shift and the employee answer before the dates, as they always did.
    if (!(await repository.liveShift(appId, std, sftd))) return { status: Status.INVALID_SHIFT_DETAILS };
    if (!(await repository.find(appId, { std, sftd, rshftempd })))
      return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
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
    const saved = await repository.saveAvailability(appId, { std, sftd, rshftempd }, availability);
    if (saved.status === 'no-shift') return { status: Status.INVALID_SHIFT_DETAILS };
    if (saved.status === 'no-employee') return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    if (saved.status === 'foreign-shift') {
      const invalid: ValidationErrorResponse = {
        status: Status.VALIDATION_ERROR,
        errors: { [saved.field]: validationMessages.successionShift },
      };
      return invalid;
    }
    return { status: Status.OK };
  },
});
