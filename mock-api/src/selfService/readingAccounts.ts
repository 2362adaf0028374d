/**
 * Store writes' prepares that read the employees' accounts and invitations (issue 33): on PostgreSQL the
 * state holds none, so a write that notifies employees reads their records and accounts (whether they keep
 * texts), an invitation's send reads the employee's and locks their live invitation (which it revokes), and
 * a sign-in locks the live invitations sent to its mobile with the accounts and employees they name, in the
 * write's own transaction; the embedded store holds them and never calls these.
 */
import type { PrepareWrite } from '../store/dataStore';
import { employeesOf } from '../store/postgres/employeeRows';
import type { EmployeeAccountRecord, EmployeeRecord, InvitationRecord, UserRecord } from '../store/types';
import {
  ACCOUNTS_OF_EMPLOYEES,
  ACCOUNTS_OF_USER,
  LOCK_INVITATIONS_TO,
  LOCK_LIVE_INVITATIONS,
} from './repository/accountSql';

type Client = Parameters<PrepareWrite>[0];

const docs = async <T>(client: Client, text: string, values: unknown[]): Promise<T[]> =>
  (await client.query<{ doc: T }>(text, values)).rows.map((row) => row.doc);

/** The accounts of the app's employees with these emds. */
export const accountsOf = (client: Client, appId: string, emds: readonly string[]): Promise<EmployeeAccountRecord[]> =>
  emds.length === 0 ? Promise.resolve([]) : docs<EmployeeAccountRecord>(client, ACCOUNTS_OF_EMPLOYEES, [appId, emds]);

/** These employees of the app and their accounts (a notice's name and phone, and whether it goes by text). */
export const readingAccounts =
  (appId: string, emds: readonly string[]): PrepareWrite =>
  async (client) => ({
    employees: await employeesOf(client, appId, emds),
    employee_accounts: await accountsOf(client, appId, emds),
  });

/** The employee, their account and their live invitation, locked (an invitation's send revokes it). */
export const readingInvitee =
  (appId: string, emd: string): PrepareWrite =>
  async (client) => ({
    employees: await employeesOf(client, appId, [emd]),
    employee_accounts: await accountsOf(client, appId, [emd]),
    invitations: await docs<InvitationRecord>(client, LOCK_LIVE_INVITATIONS, [appId, [emd]]),
  });

/**
 * A sign-in's: the live invitations sent to the user's mobile, locked, with the employees they name, those
 * employees' accounts and the user's own in their apps (an employee or a user linked already is left alone).
 */
export const readingInvitationsTo =
  (user: Pick<UserRecord, 'id' | 'mbl'>): PrepareWrite =>
  async (client) => {
    const invitations = await docs<InvitationRecord>(client, LOCK_INVITATIONS_TO, [user.mbl]);
    const byApp = new Map<string, string[]>();
    for (const one of invitations) byApp.set(one.app_id, [...(byApp.get(one.app_id) ?? []), one.emd]);
    const employees: EmployeeRecord[] = [];
    const accounts = new Map<number, EmployeeAccountRecord>();
    for (const [appId, emds] of byApp) {
      employees.push(...(await employeesOf(client, appId, emds)));
      for (const account of await accountsOf(client, appId, emds)) accounts.set(account.id, account);
    }
    const mine = await docs<EmployeeAccountRecord>(client, ACCOUNTS_OF_USER, [user.id, [...byApp.keys()]]);
    for (const account of mine) accounts.set(account.id, account);
    return { invitations, employees, employee_accounts: [...accounts.values()] };
  };
