/**
 * The shift employees repository of the embedded store (json-server + lowdb, npm start's
 * default): reads from the store's state, as the shift employee routes did before the repository.
 */
import { calendarLinkOf, findCalendarLink } from '../../../calendar/links';
import type { EmployeeShiftOption, ShiftEmployeeDetails } from '../../../contract';
import { figuresByEmployee } from '../../../employees/attendance';
import { hasPhoto } from '../../../face/photos';
import type {
  CalendarLinkRecord,
  DbState,
  EmployeeAvailabilityRecord,
  ShiftEmployeeRecord,
} from '../../../store/types';
import type { ShiftEmployeeListQuery } from '@times/shared-sdk/schemas';
import { findAvailability } from '../../availability';
import { employeeShifts } from '../../employeeShifts';
import { findShiftEmployee } from '../../employees';
import type { ShiftEmployeeCursor } from '../../employees';
import { liveShiftOf } from '../../positions';
import type { ShiftEmployeeListPage, ShiftEmployeeRef, ShiftEmployeeRepository } from './shiftEmployeeRepository';
import { detailsIn, pageIn } from './shiftEmployeeViews';
import type { RowFacts } from './shiftEmployeeViews';
import { ShiftEmployeeWrites } from './shiftEmployeeWrites';

const factsOf = (state: DbState, appId: string, nowMs: number): RowFacts => ({
  figures: figuresByEmployee(state, appId, nowMs),
  hasImage: (emd) => hasPhoto(state, appId, emd),
});

export class EmbeddedShiftEmployees extends ShiftEmployeeWrites implements ShiftEmployeeRepository {
  private get state(): DbState {
    return this.store.data;
  }

  liveShift(appId: string, std: string, sftd: string): Promise<boolean> {
    return Promise.resolve(liveShiftOf(this.state, appId, std, sftd) !== undefined);
  }

  find(appId: string, { std, sftd, rshftempd }: ShiftEmployeeRef): Promise<ShiftEmployeeRecord | undefined> {
    return Promise.resolve(findShiftEmployee(this.state, appId, std, sftd, rshftempd));
  }

  details(appId: string, record: ShiftEmployeeRecord, nowMs: number): Promise<ShiftEmployeeDetails> {
    const state = this.state;
    return Promise.resolve(detailsIn(state, appId, record, nowMs, factsOf(state, appId, nowMs)));
  }

  page(
    appId: string,
    query: ShiftEmployeeListQuery,
    cursor: ShiftEmployeeCursor | null,
    nowMs: number,
  ): Promise<ShiftEmployeeListPage> {
    const state = this.state;
    return Promise.resolve(pageIn(state, appId, query, cursor, nowMs, factsOf(state, appId, nowMs)));
  }

  employeeShifts(appId: string, emd: string): Promise<EmployeeShiftOption[]> {
    return Promise.resolve(employeeShifts(this.state, appId, emd));
  }

  ofShifts(appId: string, sftds: readonly string[]): Promise<ShiftEmployeeRecord[]> {
    const wanted = new Set(sftds);
    return Promise.resolve(this.state.shift_employees.filter((one) => one.app_id === appId && wanted.has(one.sftd)));
  }

  ofEmployees(appId: string, emds: readonly string[]): Promise<ShiftEmployeeRecord[]> {
    const wanted = new Set(emds);
    return Promise.resolve(this.state.shift_employees.filter((one) => one.app_id === appId && wanted.has(one.emd)));
  }

  availabilitiesOf(appId: string, emds: readonly string[]): Promise<EmployeeAvailabilityRecord[]> {
    const wanted = new Set(emds);
    return Promise.resolve(
      (this.state.employee_availability ?? []).filter((one) => one.app_id === appId && wanted.has(one.emd)),
    );
  }

  availability(appId: string, emd: string): Promise<EmployeeAvailabilityRecord | undefined> {
    return Promise.resolve(findAvailability(this.state, appId, emd));
  }

  calendarLink(appId: string, emd: string, nowMs: number): Promise<CalendarLinkRecord | undefined> {
    return Promise.resolve(calendarLinkOf(this.state, appId, emd, nowMs));
  }

  calendarLinkOfToken(token: string, nowMs: number): Promise<CalendarLinkRecord | undefined> {
    return Promise.resolve(findCalendarLink(this.state, token, nowMs));
  }
}
