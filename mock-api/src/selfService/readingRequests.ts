/**
 * Store writes' prepares that read the employees' requests (issue 33): on PostgreSQL the state holds
 * none, so a manager's decision reads and locks the request it decides on (with its employee, whom the
 * notice names), and a saved availability the change waiting that it replaces or cancels, in the write's
 * own transaction; the embedded store holds them and never calls these.
 */
import type { PrepareWrite } from '../store/dataStore';
import { employeesOf } from '../store/postgres/employeeRows';
import type { TimeOffRequestRecord } from '../store/types';
import { LOCK_REQUEST, LOCK_WAITING_CHANGE } from './repository/requestSql';

type Client = Parameters<PrepareWrite>[0];

const locked = async (client: Client, text: string, values: unknown[]): Promise<TimeOffRequestRecord[]> =>
  (await client.query<{ doc: TimeOffRequestRecord }>(text, values)).rows.map((row) => row.doc);

export const readingRequest =
  (appId: string, rqd: string): PrepareWrite =>
  async (client) => {
    const time_off_requests = await locked(client, LOCK_REQUEST, [appId, rqd]);
    const employees = await employeesOf(
      client,
      appId,
      time_off_requests.map((one) => one.emd),
    );
    return { time_off_requests, employees };
  };

export const readingWaitingChange =
  (appId: string, emd: string): PrepareWrite =>
  async (client) => ({ time_off_requests: await locked(client, LOCK_WAITING_CHANGE, [appId, emd]) });
