/**
 * The employees' accounts and invitations on PostgreSQL (accountRecords.ts): reads are SQL of their own
 * (a My Times call's account by its key, a sign-in's invitations on the index of the live ones by mobile);
 * unlinking, revoking and a choice of texts are one statement each on the employee's row, with no head lock.
 */
import type pg from 'pg';
import type { SmsChoices } from '../../contract';
import { bumpChanges } from '../../store/postgres/appChanges';
import { USER_DOC } from '../../store/postgres/userRows';
import type { EmployeeAccountRecord, InvitationRecord, UserRecord } from '../../store/types';
import type { AccountRecords, AccountsAndInvitations } from './accountRecords';
import {
  ACCOUNTS_OF_APP,
  ACCOUNTS_OF_EMPLOYEES,
  ACCOUNT_OF_USER,
  INVITATIONS_TO,
  INVITATION_OF_TOKEN,
  LIVE_INVITATIONS_OF_APP,
  LIVE_INVITATIONS_OF_EMPLOYEES,
} from './accountSql';

const UNLINK = `WITH gone AS (DELETE FROM employee_accounts WHERE app_id = $1 AND emd = $2 RETURNING app_id),
  counted AS (${bumpChanges('employee_accounts', 'SELECT app_id FROM gone')})
  SELECT EXISTS (SELECT 1 FROM gone) AS found`;

const REVOKE = `WITH revoked AS (
    UPDATE invitations SET state = 'revoked' WHERE app_id = $1 AND emd = $2 AND state = 'pending' RETURNING app_id
  ), counted AS (${bumpChanges('invitations', 'SELECT app_id FROM revoked')})
  SELECT EXISTS (SELECT 1 FROM revoked) AS found`;

const SET_SMS = `WITH changed AS (
    UPDATE employee_accounts SET sms_roster = $3, sms_requests = $4 WHERE app_id = $1 AND emd = $2 RETURNING app_id
  ) ${bumpChanges('employee_accounts', 'SELECT app_id FROM changed')}`;

const USERS_OF_IDS = `SELECT ${USER_DOC()} AS doc FROM users u WHERE u.id = ANY($1::integer[]) ORDER BY u.id`;

export class PostgresAccountRecords implements AccountRecords {
  constructor(private readonly pool: pg.Pool) {}

  private async read<T>(text: string, values: unknown[]): Promise<T[]> {
    return (await this.pool.query<{ doc: T }>(text, values)).rows.map((row) => row.doc);
  }

  private async found(text: string, values: unknown[]): Promise<boolean> {
    return (await this.pool.query<{ found: boolean }>(text, values)).rows[0]?.found === true;
  }

  async ofApp(appId: string): Promise<AccountsAndInvitations> {
    const [employee_accounts, invitations] = await Promise.all([
      this.read<EmployeeAccountRecord>(ACCOUNTS_OF_APP, [appId]),
      this.read<InvitationRecord>(LIVE_INVITATIONS_OF_APP, [appId]),
    ]);
    return { employee_accounts, invitations, users: await this.usersOf(employee_accounts) };
  }

  async ofEmployees(appId: string, emds: readonly string[]): Promise<AccountsAndInvitations> {
    if (emds.length === 0) return { employee_accounts: [], invitations: [], users: [] };
    const [employee_accounts, invitations] = await Promise.all([
      this.read<EmployeeAccountRecord>(ACCOUNTS_OF_EMPLOYEES, [appId, emds]),
      this.read<InvitationRecord>(LIVE_INVITATIONS_OF_EMPLOYEES, [appId, emds]),
    ]);
    return { employee_accounts, invitations, users: await this.usersOf(employee_accounts) };
  }

  /** The accounts' users (the users' table). */
  private async usersOf(accounts: readonly EmployeeAccountRecord[]): Promise<UserRecord[]> {
    if (accounts.length === 0) return [];
    return this.read<UserRecord>(USERS_OF_IDS, [accounts.map((one) => one.user_id)]);
  }

  async ofUser(appId: string, userId: number): Promise<EmployeeAccountRecord | undefined> {
    return (await this.read<EmployeeAccountRecord>(ACCOUNT_OF_USER, [appId, userId]))[0];
  }

  async invitationOfHash(hash: string): Promise<InvitationRecord | undefined> {
    return (await this.read<InvitationRecord>(INVITATION_OF_TOKEN, [hash]))[0];
  }

  invitationsTo(mobile: string): Promise<InvitationRecord[]> {
    return this.read<InvitationRecord>(INVITATIONS_TO, [mobile]);
  }

  unlink(appId: string, emd: string): Promise<boolean> {
    return this.found(UNLINK, [appId, emd]);
  }

  revoke(appId: string, emd: string): Promise<boolean> {
    return this.found(REVOKE, [appId, emd]);
  }

  async setSms(appId: string, emd: string, sms: SmsChoices): Promise<void> {
    await this.pool.query(SET_SMS, [appId, emd, sms.roster, sms.requests]);
  }
}
