/**
 * Employee accounts (issue 31): which person's account is linked to which employee of an app, and
 * where each employee's account stands for the employee list (linked, invited, expired or none).
 */
import type { AccountState, EmployeeAccountRow } from '../contract';
import type { DbState, EmployeeAccountRecord, EmployeeRecord, InvitationRecord } from '../store/types';
import { EMPLOYEE_ACTIVE } from '../contract';

export type AccountsState = Pick<DbState, 'employee_accounts' | 'invitations' | 'users' | 'employees'>;

const accountsOf = (state: Pick<DbState, 'employee_accounts'>): EmployeeAccountRecord[] =>
  state.employee_accounts ?? [];
const invitationsOf = (state: Pick<DbState, 'invitations'>): InvitationRecord[] => state.invitations ?? [];

/** The account of the user in the app, if linked to an employee there. */
export const accountOfUser = (
  state: Pick<DbState, 'employee_accounts'>,
  appId: string,
  userId: number,
): EmployeeAccountRecord | undefined => accountsOf(state).find((one) => one.app_id === appId && one.user_id === userId);

export const accountOfEmployee = (
  state: Pick<DbState, 'employee_accounts'>,
  appId: string,
  emd: string,
): EmployeeAccountRecord | undefined => accountsOf(state).find((one) => one.app_id === appId && one.emd === emd);

/** The user's employee record in the app while it is active and linked: whom My Times shows. */
export function linkedEmployee(
  state: Pick<DbState, 'employee_accounts' | 'employees'>,
  appId: string,
  userId: number,
): { account: EmployeeAccountRecord; employee: EmployeeRecord } | undefined {
  const account = accountOfUser(state, appId, userId);
  if (!account) return undefined;
  const employee = state.employees.find((one) => one.app_id === appId && one.emd === account.emd);
  return employee && employee.user_status === EMPLOYEE_ACTIVE ? { account, employee } : undefined;
}

/** The employee's newest invitation that is neither used nor revoked. */
export const liveInvitation = (
  state: Pick<DbState, 'invitations'>,
  appId: string,
  emd: string,
): InvitationRecord | undefined =>
  invitationsOf(state)
    .filter((one) => one.app_id === appId && one.emd === emd && one.state === 'pending')
    .at(-1);

/** Where the employee's account stands at `nowIso`. */
export function accountRow(state: AccountsState, appId: string, emd: string, nowIso: string): EmployeeAccountRow {
  const account = accountOfEmployee(state, appId, emd);
  if (account) {
    const user = state.users.find((one) => one.id === account.user_id);
    const name = user ? `${user.nm} ${user.snm}`.trim() : '';
    return { empd: emd, state: 'linked', since: account.linked_at, expires_at: '', account_name: name };
  }
  const invitation = liveInvitation(state, appId, emd);
  if (!invitation) return { empd: emd, state: 'none', since: '', expires_at: '', account_name: '' };
  const standing: AccountState = invitation.expires_at > nowIso ? 'invited' : 'expired';
  return {
    empd: emd,
    state: standing,
    since: invitation.created_at,
    expires_at: invitation.expires_at,
    account_name: '',
  };
}

/** The employees of the app with a linked account or a pending invitation. */
export function accountEmds(state: Pick<DbState, 'employee_accounts' | 'invitations'>, appId: string): string[] {
  const emds = new Set<string>();
  for (const one of accountsOf(state)) if (one.app_id === appId) emds.add(one.emd);
  for (const one of invitationsOf(state)) if (one.app_id === appId && one.state === 'pending') emds.add(one.emd);
  return [...emds];
}

/** Every employee of the app with a linked account or an invitation (the rest are 'none'). */
export function accountRows(state: AccountsState, appId: string, nowIso: string): EmployeeAccountRow[] {
  return accountEmds(state, appId)
    .filter((emd) => state.employees.some((employee) => employee.app_id === appId && employee.emd === emd))
    .sort()
    .map((emd) => accountRow(state, appId, emd, nowIso));
}
