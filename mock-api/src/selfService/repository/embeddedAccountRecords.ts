/** The employees' accounts and invitations over the store's state (the embedded store: accountRecords.ts). */
import type { SmsChoices } from '../../contract';
import type { DataStore } from '../../store/dataStore';
import type { EmployeeAccountRecord, InvitationRecord } from '../../store/types';
import { accountOfUser } from '../accounts';
import { revokeInvitation, setSmsChoices, unlinkAccount } from '../invitations';
import type { AccountRecords, AccountsAndInvitations } from './accountRecords';

export class EmbeddedAccountRecords implements AccountRecords {
  constructor(private readonly store: DataStore) {}

  private where(keep: (record: { app_id: string; emd: string }) => boolean): AccountsAndInvitations {
    const state = this.store.data;
    const employee_accounts = (state.employee_accounts ?? []).filter(keep);
    const linked = new Set(employee_accounts.map((one) => one.user_id));
    return {
      employee_accounts,
      invitations: (state.invitations ?? []).filter((one) => one.state === 'pending' && keep(one)),
      users: state.users.filter((user) => linked.has(user.id)),
    };
  }

  ofApp(appId: string): Promise<AccountsAndInvitations> {
    return Promise.resolve(this.where((one) => one.app_id === appId));
  }

  ofEmployees(appId: string, emds: readonly string[]): Promise<AccountsAndInvitations> {
    const wanted = new Set(emds);
    return Promise.resolve(this.where((one) => one.app_id === appId && wanted.has(one.emd)));
  }

  ofUser(appId: string, userId: number): Promise<EmployeeAccountRecord | undefined> {
    return Promise.resolve(accountOfUser(this.store.data, appId, userId));
  }

  invitationOfHash(hash: string): Promise<InvitationRecord | undefined> {
    return Promise.resolve((this.store.data.invitations ?? []).find((one) => one.token_hash === hash));
  }

  invitationsTo(mobile: string): Promise<InvitationRecord[]> {
    return Promise.resolve(
      (this.store.data.invitations ?? []).filter((one) => one.state === 'pending' && one.to === mobile),
    );
  }

  unlink(appId: string, emd: string): Promise<boolean> {
    return this.store.update((draft) => unlinkAccount(draft, appId, emd));
  }

  revoke(appId: string, emd: string): Promise<boolean> {
    return this.store.update((draft) => revokeInvitation(draft, appId, emd));
  }

  async setSms(appId: string, emd: string, sms: SmsChoices): Promise<void> {
    await this.store.update((draft) => setSmsChoices(draft, appId, emd, sms));
  }
}
