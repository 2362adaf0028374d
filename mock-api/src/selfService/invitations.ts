/**
 * Invitations (issue 31): an admin invites an employee to Times; the text goes to the employee's
 * mobile with a link to the invitation's page. The person signs up with that mobile (its code
 * proves it is theirs) or signs in to an account that has it, and every live invitation for the
 * mobile links the account to its employee (linkInvitations, at OTP verification and sign-in).
 * Sending again revokes the older invitation; unlinking ends the link (the employee can be invited
 * again). Decided inside one store write each, on the newest state.
 */
import { appMessages } from '@times/shared-sdk/app/catalogue';
import { internationalMobile } from '../employees/mobile';
import { addEmployeeNotice } from '../outbox/outbox';
import { sha256 } from '../security/tokens';
import type { SmsChoices } from '../contract';
import type { DbState, InvitationRecord, OutboxMessage, UserRecord } from '../store/types';
import { nextId } from '../store/types';
import { baseOf } from '../store/mutation';
import { accountOfEmployee, accountOfUser, liveInvitation } from './accounts';
import { DEFAULT_SMS, addInboxMessage } from './inbox';
import { inboxTitles } from './inboxTitles';

const texts = appMessages.myTimes.requestTexts;
const DAY_MS = 86_400_000;

export interface NewInvitation {
  appId: string;
  emd: string;
  byUserId: number;
  nowMs: number;
  days: number;
  /** The link's token (only its hash is kept). */
  token: string;
  /** The invitation page's URL without the token. */
  linkBase: string;
}

export type InviteOutcome =
  | { kind: 'sent'; invitation: InvitationRecord; message: OutboxMessage | undefined }
  | { kind: 'no-employee' }
  | { kind: 'no-mobile' }
  | { kind: 'linked' };

const invitationsOf = (draft: DbState): InvitationRecord[] => (draft.invitations ??= []);

export function sendInvitation(draft: DbState, ask: NewInvitation): InviteOutcome {
  const newest = baseOf(draft);
  const employee = newest.employees.find((one) => one.app_id === ask.appId && one.emd === ask.emd);
  if (!employee) return { kind: 'no-employee' };
  if (accountOfEmployee(newest, ask.appId, ask.emd)) return { kind: 'linked' };
  const to = internationalMobile(employee.country_code, employee.mobile);
  if (!to) return { kind: 'no-mobile' };
  const app = newest.apps.find((one) => one.app_id === ask.appId);
  for (const one of invitationsOf(draft))
    if (one.app_id === ask.appId && one.emd === ask.emd && one.state === 'pending') one.state = 'revoked';
  const createdAt = new Date(ask.nowMs).toISOString();
  const invitation: InvitationRecord = {
    id: nextId(invitationsOf(draft)),
    app_id: ask.appId,
    emd: ask.emd,
    token_hash: sha256(ask.token),
    to,
    state: 'pending',
    created_at: createdAt,
    expires_at: new Date(ask.nowMs + ask.days * DAY_MS).toISOString(),
    sent_by_id: ask.byUserId,
  };
  invitationsOf(draft).push(invitation);
  const message = addEmployeeNotice(draft, {
    app_id: ask.appId,
    to,
    text: texts.invitation(employee.name, app?.ap_name ?? '', `${ask.linkBase}/${ask.token}`),
    // Its token's digest, not its id: on PostgreSQL the table numbers the invitation after this write.
    key: `invitation:${ask.appId}:${invitation.token_hash}`,
    emd: ask.emd,
    purpose: 'invitation',
    created_at: createdAt,
  });
  return { kind: 'sent', invitation, message };
}

/** Revokes the employee's live invitation: false when there is none (or no such employee). */
export function revokeInvitation(draft: DbState, appId: string, emd: string): boolean {
  const live = liveInvitation(baseOf(draft), appId, emd);
  const record = live && invitationsOf(draft).find((one) => one.id === live.id);
  if (!record) return false;
  record.state = 'revoked';
  return true;
}

/** Ends the link of the employee's account: false when none is linked. */
export function unlinkAccount(draft: DbState, appId: string, emd: string): boolean {
  const linked = accountOfEmployee(baseOf(draft), appId, emd);
  if (!linked) return false;
  draft.employee_accounts = (draft.employee_accounts ?? []).filter((one) => one.id !== linked.id);
  return true;
}

/** Sets which messages also go to the employee's phone (nothing when no account is linked). */
export function setSmsChoices(draft: DbState, appId: string, emd: string, sms: SmsChoices): void {
  const account = (draft.employee_accounts ?? []).find((one) => one.app_id === appId && one.emd === emd);
  if (account) account.sms = { ...sms };
}

/**
 * Links the user's account to the employee of every live invitation sent to the user's mobile
 * (an employee already linked, or an app where the user is linked to another employee, is left
 * alone: the invitation stays for the admin to see). Answers how many were linked.
 */
export function linkInvitations(draft: DbState, user: Pick<UserRecord, 'id' | 'mbl'>, nowIso: string): number {
  const newest = baseOf(draft);
  const live = (newest.invitations ?? []).filter(
    (one) => one.state === 'pending' && one.to === user.mbl && one.expires_at > nowIso,
  );
  let linked = 0;
  for (const invitation of live) {
    const { app_id: appId, emd } = invitation;
    if (accountOfEmployee(draft, appId, emd) || accountOfUser(draft, appId, user.id)) continue;
    const employee = newest.employees.find((one) => one.app_id === appId && one.emd === emd);
    if (!employee) continue;
    const accounts = (draft.employee_accounts ??= []);
    accounts.push({ id: nextId(accounts), app_id: appId, emd, user_id: user.id, linked_at: nowIso, sms: DEFAULT_SMS });
    const record = invitationsOf(draft).find((one) => one.id === invitation.id);
    if (record) Object.assign(record, { state: 'used', used_at: nowIso, used_by_id: user.id });
    const app = newest.apps.find((one) => one.app_id === appId);
    addInboxMessage(draft, {
      app_id: appId,
      emd,
      kind: 'invitation',
      title: inboxTitles.invitation,
      text: texts.linked(employee.name, app?.ap_name ?? ''),
      at: nowIso,
      key: `linked:${appId}:${invitation.id}`,
    });
    linked++;
  }
  return linked;
}
