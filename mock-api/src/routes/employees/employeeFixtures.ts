/** Test helpers of the employee routes: payloads, store records and the seeded demo employees. */
import { demo, demoSessions, editStore } from '../../testing/harness';
import type { TestServer } from '../../testing/harness';
import type { AttendanceRecord, EmployeeRecord } from '../../store/types';
import { testEmployee } from '../../testing/testEmployee';

export const SOUTH_AFRICA = { country_id: 209, country_code: 27 } as const;

/** An `employee` object for add and update. */
export const person = (fields: Record<string, unknown> = {}) => ({
  name: 'Ayanda',
  surname: 'Zungu',
  ...SOUTH_AFRICA,
  date_of_birth: '1990-04-12',
  mobile: '0821110000',
  gender: 2,
  isIDOrPass: 1,
  idOrPass: '',
  employee_number: '',
  ...fields,
});

/** A CSV import row, as the file gives it (strings). */
export const csvRow = (fields: Record<string, unknown> = {}) => ({
  name: 'Musa',
  surname: 'Ngema',
  date_of_birth: '1994-07-30',
  mobile: '0730001111',
  gender: '1',
  employee_number: '',
  isIDOrPass: '1',
  idOrPass: '',
  ...fields,
});

/** The seeded demo employees (seed/employees.json). */
export const SEEDED = { count: 46, deactivated: 2 } as const;

/** The day the seeded attendance runs up to (22 Oct to 20 Nov 2026): set the clock here to see its figures. */
export const SEED_TODAY_MS = Date.parse('2026-11-21T08:00:00.000Z');

/** Move the clock to SEED_TODAY_MS and sign the demo users in again there (sessions expire over months). */
export async function atSeedToday(server: TestServer) {
  server.clock.ms = SEED_TODAY_MS;
  return demoSessions(server);
}

export const seededEmployees = (server: TestServer): EmployeeRecord[] =>
  server.readDb().employees.filter((employee) => employee.app_id === demo.app.appId);

/** A stored employee record of an app, as the add route writes it. */
export const employeeRecord = (id: number, appId: string, fields: Partial<EmployeeRecord> = {}): EmployeeRecord =>
  testEmployee(id, appId, `emp-${appId}-${id}`, fields);

/** Put records straight into the store (what only data reaches: many employees, attendance). */
export const storeEmployees = async (
  server: TestServer,
  employees: EmployeeRecord[],
  attendance: Omit<AttendanceRecord, 'id'>[] = [],
): Promise<void> =>
  await editStore(server, (draft) => {
    draft.employees.push(...employees);
    let id = draft.attendance.reduce((max, record) => Math.max(max, record.id), 0);
    draft.attendance.push(...attendance.map((record) => ({ id: ++id, ...record })));
  });
