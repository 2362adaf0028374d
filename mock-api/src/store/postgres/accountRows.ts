/**
 * The employees' accounts' and invitations' own tables (migrations/*_accounts-invitations.sql) as the
 * store sees them: a store write's new or changed account (a link at sign-in, a choice of texts) is
 * upserted by its employee, and its new or changed invitation (one sent, one used or revoked) by its
 * token's digest. Unlinking an account and revoking an invitation are the self-service repository's own
 * statements; an employee's removal removes theirs (the foreign keys).
 */
import type { EmployeeAccountRecord, InvitationRecord } from '../types';
import { upsertJson } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';
import { isoText, recordsOf } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

/** The row (alias a) as the API's record. */
export const ACCOUNT_DOC = `json_build_object('id', a.id, 'app_id', a.app_id, 'emd', a.emd, 'user_id', a.user_id,
  'linked_at', ${isoText('a.linked_at')}, 'sms', json_build_object('roster', a.sms_roster, 'requests', a.sms_requests))`;

/** The row (alias i) as the API's record. */
export const INVITATION_DOC = `json_strip_nulls(json_build_object('id', i.id, 'app_id', i.app_id, 'emd', i.emd,
  'token_hash', i.token_hash, 'to', i.to_mobile, 'state', i.state, 'created_at', ${isoText('i.created_at')},
  'expires_at', ${isoText('i.expires_at')}, 'sent_by_id', i.sent_by_id,
  'used_at', CASE WHEN i.used_at IS NOT NULL THEN ${isoText('i.used_at')} END, 'used_by_id', i.used_by_id))`;

const ACCOUNTS: JsonUpsert = {
  table: 'employee_accounts',
  columns: {
    app_id: 'text',
    emd: 'text',
    user_id: 'integer',
    linked_at: 'timestamptz',
    sms_roster: 'smallint',
    sms_requests: 'smallint',
  },
  conflict: '(app_id, emd)',
  update: ['user_id', 'linked_at', 'sms_roster', 'sms_requests'],
};

/** Upserts accounts by their employee (a new one numbered by the table unless `withIds`). */
export const writeAccounts = (
  client: Queryable,
  records: readonly EmployeeAccountRecord[],
  withIds = false,
): Promise<void> =>
  upsertJson(
    client,
    ACCOUNTS,
    records.map((record) => ({
      id: withIds ? record.id : null,
      app_id: record.app_id,
      emd: record.emd,
      user_id: record.user_id,
      linked_at: record.linked_at,
      sms_roster: record.sms.roster,
      sms_requests: record.sms.requests,
    })),
  );

const INVITATIONS: JsonUpsert = {
  table: 'invitations',
  columns: {
    app_id: 'text',
    emd: 'text',
    token_hash: 'text',
    to_mobile: 'text',
    state: 'text',
    created_at: 'timestamptz',
    expires_at: 'timestamptz',
    sent_by_id: 'integer',
    used_at: 'timestamptz',
    used_by_id: 'integer',
  },
  conflict: '(token_hash)',
  update: ['state', 'used_at', 'used_by_id'],
};

/** Upserts invitations by their token's digest (a new one numbered by the table unless `withIds`). */
export function writeInvitations(
  client: Queryable,
  records: readonly InvitationRecord[],
  withIds = false,
): Promise<void> {
  const rows = records.map((record) => ({
    id: withIds ? record.id : null,
    app_id: record.app_id,
    emd: record.emd,
    token_hash: record.token_hash,
    to_mobile: record.to,
    state: record.state,
    created_at: record.created_at,
    expires_at: record.expires_at,
    sent_by_id: record.sent_by_id,
    used_at: record.used_at ?? null,
    used_by_id: record.used_by_id ?? null,
  }));
  // The revoked first: a new invitation's write revokes the employee's older one in the same list.
  return upsertJson(
    client,
    INVITATIONS,
    [...rows].sort((a, b) => Number(a.state === 'pending') - Number(b.state === 'pending')),
  );
}

/** The accounts' table as the store sees it (typedTables.ts). */
export const employeeAccounts: TypedTable = {
  collection: 'employee_accounts',
  table: 'employee_accounts',
  docs: `SELECT ${ACCOUNT_DOC} AS doc FROM employee_accounts a ORDER BY a.id`,
  write: (client, changes) => writeAccounts(client, recordsOf<EmployeeAccountRecord>(employeeAccounts, changes)),
  restore: (client, records) => writeAccounts(client, records as EmployeeAccountRecord[], true),
};

/** The invitations' table as the store sees it (typedTables.ts). */
export const invitations: TypedTable = {
  collection: 'invitations',
  table: 'invitations',
  docs: `SELECT ${INVITATION_DOC} AS doc FROM invitations i ORDER BY i.id`,
  write: (client, changes) => writeInvitations(client, recordsOf<InvitationRecord>(invitations, changes)),
  restore: (client, records) => writeInvitations(client, records as InvitationRecord[], true),
};
