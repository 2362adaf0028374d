/** The attendance repository of the embedded store (json-server + lowdb, npm start's default): reads from the store's state. */
import { kioskEmployeesOf } from '../kioskEmployees';
import { timesheetOf } from '../timesheet';
import type { AttendanceRepository, KioskView, TimesheetAsk, TimesheetView } from './attendanceRepository';
import { AttendanceWrites } from './attendanceWrites';

export class EmbeddedAttendance extends AttendanceWrites implements AttendanceRepository {
  kiosk(appId: string, std: string, openSince: string): Promise<KioskView | undefined> {
    const { sites, shift_employees, employees, clock_records, face_descriptors } = this.store.data;
    const site = sites.find((candidate) => candidate.app_id === appId && candidate.sd === std);
    if (!site) return Promise.resolve(undefined);
    const onSite = shift_employees.filter((record) => record.app_id === appId && record.std === std);
    const ofApp = employees.filter((employee) => employee.app_id === appId);
    const recent = clock_records.filter(
      (record) => record.app_id === appId && record.std === std && record.instant >= openSince,
    );
    const faces = face_descriptors.filter((face) => face.app_id === appId);
    const rows = kioskEmployeesOf(onSite, ofApp, recent, faces);
    return Promise.resolve({ site: { sd: site.sd, name: site.name }, employees: rows });
  }

  timesheet({ appId, std, sftd, from, to, nowMs }: TimesheetAsk): Promise<TimesheetView | undefined> {
    const state = this.store.data;
    const site = state.sites.find((candidate) => candidate.app_id === appId && candidate.sd === std);
    const shift = state.shifts.find((one) => one.app_id === appId && one.std === std && one.sftd === sftd);
    if (!site || !shift) return Promise.resolve(undefined);
    return Promise.resolve({
      site: { sd: site.sd, name: site.name },
      shift: { sftd, name: shift.name, start_time: shift.start_time, end_time: shift.end_time },
      employees: timesheetOf(state, { appId, std, shift, from, to, nowMs }),
    });
  }
}
