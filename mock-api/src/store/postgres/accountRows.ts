/**
 * The employees' accounts' and invitations' own tables (migrations/*_accounts-invitations.sql) as the
 * store sees them: a store write's new or changed account (a link at sign-in, a choice of texts) is
 * upserted by its employee, and its new or changed invitation (one sent, one used or revoked) by its
 * token's digest. Unlinking an account and revoking an invitation are the self-service repository's own
 * statements; an employee's removal removes theirs (the foreign keys).
 */
import type { EmployeeAccountRecord, InvitationRecord } from '../types';
import { bumpChanges } from './appChanges';
import { isoText, recordsOf, sequencePast } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

/** The row (alias a) as the API's record. */
export const ACCOUNT_DOC = `json_build_object('id', a.id, 'app_id', a.app_id, 'emd', a.emd, 'user_id', a.user_id,
  'linked_at', ${isoText('a.linked_at')}, 'sms', json_build_object('roster', a.sms_roster, 'requests', a.sms_requests))`;

/** The row (alias i) as the API's record. */
export const INVITATION_DOC = `json_strip_nulls(json_build_object('id', i.id, 'app_id', i.app_id, 'emd', i.emd,
  'token_hash', i.token_hash, 'to', i.to_mobile, 'state', i.state, 'created_at', ${isoText('i.created_at')},
  'expires_at', ${isoText('i.expires_at')}, 'sent_by_id', i.sent_by_id,
  'used_at', CASE WHEN i.used_at IS NOT NULL THEN ${isoText('i.used_at')} END, 'used_by_id', i.used_by_id))`;

/** Upserts accounts by their employee (a new one numbered by the table unless `withIds`). */
export async function writeAccounts(
  client: Queryable,
  records: readonly EmployeeAccountRecord[],
  withIds = false,
): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map((record) => ({
    id: withIds ? record.id : null,
    app_id: record.app_id,
    emd: record.emd,
    user_id: record.user_id,
    linked_at: record.linked_at,
    sms_roster: record.sms.roster,
    sms_requests: record.sms.requests,
  }));
  await client.query(
    `WITH written AS (
       INSERT INTO employee_accounts AS t (id, app_id, emd, user_id, linked_at, sms_roster, sms_requests)
       SELECT coalesce(n.id, nextval(pg_get_serial_sequence('employee_accounts', 'id'))), n.app_id, n.emd,
         n.user_id, n.linked_at, n.sms_roster, n.sms_requests
       FROM jsonb_to_recordset($1::jsonb) AS n (id bigint, app_id text, emd text, user_id integer,
         linked_at timestamptz, sms_roster smallint, sms_requests smallint)
       ON CONFLICT (app_id, emd) DO UPDATE SET user_id = excluded.user_id, linked_at = excluded.linked_at,
         sms_roster = excluded.sms_roster, sms_requests = excluded.sms_requests
       RETURNING t.app_id
     ) ${bumpChanges('employee_accounts', 'SELECT app_id FROM written')}`,
    [JSON.stringify(rows)],
  );
  if (withIds)
    await sequencePast(
      client,
      'employee_accounts',
      records.map((record) => record.id),
    );
}

/** Upserts invitations by their token's digest (a new one numbered by the table unless `withIds`). */
export async function writeInvitations(
  client: Queryable,
  records: readonly InvitationRecord[],
  withIds = false,
): Promise<void> {
  if (records.length === 0) return;
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
  const ordered = [...rows].sort((a, b) => Number(a.state === 'pending') - Number(b.state === 'pending'));
  await client.query(
    `WITH written AS (
       INSERT INTO invitations AS t (id, app_id, emd, token_hash, to_mobile, state, created_at, expires_at,
         sent_by_id, used_at, used_by_id)
       SELECT coalesce(n.id, nextval(pg_get_serial_sequence('invitations', 'id'))), n.app_id, n.emd, n.token_hash,
         n.to_mobile, n.state, n.created_at, n.expires_at, n.sent_by_id, n.used_at, n.used_by_id
       FROM jsonb_to_recordset($1::jsonb) AS n (id bigint, app_id text, emd text, token_hash text, to_mobile text,
         state text, created_at timestamptz, expires_at timestamptz, sent_by_id integer, used_at timestamptz,
         used_by_id integer)
       ON CONFLICT (token_hash) DO UPDATE SET state = excluded.state, used_at = excluded.used_at,
         used_by_id = excluded.used_by_id
       RETURNING t.app_id
     ) ${bumpChanges('invitations', 'SELECT app_id FROM written')}`,
    [JSON.stringify(ordered)],
  );
  if (withIds)
    await sequencePast(
      client,
      'invitations',
      records.map((record) => record.id),
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
