/** The attendance repository of the embedded store (json-server + lowdb, npm start's default): reads from the store's state. */
import { kioskEmployeesOf } from '../kioskEmployees';
import type { AttendanceRepository, KioskView } from './attendanceRepository';
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
}
