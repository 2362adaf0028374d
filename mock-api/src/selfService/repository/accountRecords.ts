/**
 * Where the employees' accounts and invitations live (issue 33): in the store's state on the embedded
 * store (embeddedAccountRecords.ts), in tables of their own on PostgreSQL (postgresAccountRecords.ts).
 * Reads answer the records as the state holds them, so the decisions (accounts.ts, invitations.ts) are
 * the same on both. Sending an invitation and linking invitations at sign-in are writes of their own rows
 * (DataStore.updateRows: the invitation, the account, the notice), which read and lock the rows they decide on
 * in their transaction (readingAccounts.ts) and never wait on the store head's lock.
 */
import type { SmsChoices } from '../../contract';
import type { EmployeeAccountRecord, InvitationRecord, UserRecord } from '../../store/types';

export interface AccountsAndInvitations {
  employee_accounts: EmployeeAccountRecord[];
  /** Live (pending) invitations only. */
  invitations: InvitationRecord[];
  /** The accounts' users (the name the list shows). */
  users: UserRecord[];
}

export interface AccountRecords {
  /** The app's accounts and live invitations (the accounts list). */
  ofApp(appId: string): Promise<AccountsAndInvitations>;
  /** These employees' accounts and live invitations. */
  ofEmployees(appId: string, emds: readonly string[]): Promise<AccountsAndInvitations>;
  /** The user's account in the app (every My Times call's opening). */
  ofUser(appId: string, userId: number): Promise<EmployeeAccountRecord | undefined>;
  /** The invitation with this token's digest, of any app and state. */
  invitationOfHash(hash: string): Promise<InvitationRecord | undefined>;
  /** The live invitations sent to this mobile, of any app (a sign-in links them). */
  invitationsTo(mobile: string): Promise<InvitationRecord[]>;
  /** Ends the link of the employee's account: false when none is linked. */
  unlink(appId: string, emd: string): Promise<boolean>;
  /** Revokes the employee's live invitation: false when there is none. */
  revoke(appId: string, emd: string): Promise<boolean>;
  setSms(appId: string, emd: string, sms: SmsChoices): Promise<void>;
}
