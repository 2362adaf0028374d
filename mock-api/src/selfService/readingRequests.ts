/**
 * Store writes' prepares that read the employees' requests and availability (issue 33): on PostgreSQL
 * the state holds none, so a manager's decision reads and locks the request it decides on, with its
 * employee (whom the notice names, by text if their account keeps them) and their availability (which an
 * approved change changes), and a saved
 * availability reads and locks the employee's availability and the change waiting that it replaces or
 * cancels, in the write's own transaction; the embedded store holds them and never calls these.
 */
import type { PrepareWrite } from '../store/dataStore';
import { LOCK_AVAILABILITY } from '../store/postgres/availabilityRows';
import { employeesOf } from '../store/postgres/employeeRows';
import type { EmployeeAvailabilityRecord, TimeOffRequestRecord } from '../store/types';
import { accountsOf } from './readingAccounts';
import { LOCK_REQUEST, LOCK_WAITING_CHANGE } from './repository/requestSql';

type Client = Parameters<PrepareWrite>[0];

const docs = async <T>(client: Client, text: string, values: unknown[]): Promise<T[]> =>
  (await client.query<{ doc: T }>(text, values)).rows.map((row) => row.doc);

/** The employee's availability, locked. */
const availabilityOf = (client: Client, appId: string, emd: string): Promise<EmployeeAvailabilityRecord[]> =>
  docs<EmployeeAvailabilityRecord>(client, LOCK_AVAILABILITY, [appId, emd]);

export const readingRequest =
  (appId: string, rqd: string): PrepareWrite =>
  async (client) => {
    const time_off_requests = await docs<TimeOffRequestRecord>(client, LOCK_REQUEST, [appId, rqd]);
    const emd = time_off_requests[0]?.emd;
    if (emd === undefined) return { time_off_requests };
    const employees = await employeesOf(client, appId, [emd]);
    return {
      time_off_requests,
      employees,
      employee_availability: await availabilityOf(client, appId, emd),
      employee_accounts: await accountsOf(client, appId, [emd]),
    };
  };

export const readingAvailability =
  (appId: string, emd: string): PrepareWrite =>
  async (client) => ({
    employee_availability: await availabilityOf(client, appId, emd),
    time_off_requests: await docs<TimeOffRequestRecord>(client, LOCK_WAITING_CHANGE, [appId, emd]),
  });
