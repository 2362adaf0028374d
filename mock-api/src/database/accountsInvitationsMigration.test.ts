/**
 * The accounts' and invitations' migration on a database filled by the code before it (every record a
 * row of store_records): each moves to its table with its id; of two accounts of one employee, or of one
 * user in one app, the first stays; of two live invitations of one employee the newest stays live and the
 * older is revoked; a record of an employee no longer there is not kept. The keys hold the rules, going
 * down puts the records back, and removing an employee removes their account and invitations and moves
 * the tables' counters.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { changeCounter, fillBefore, insertTestEmployees, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { employeeAccounts, invitations } from '../store/postgres/accountRows';
import { readDocs } from '../store/postgres/typedTable';
import type { EmployeeAccountRecord, InvitationRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1766059200000_accounts-invitations';

const postgres = useBarePostgres();

const account = (id: number, app_id: string, emd: string, user_id: number): EmployeeAccountRecord => ({
  id,
  app_id,
  emd,
  user_id,
  linked_at: '2026-03-01T08:00:00.000Z',
  sms: { roster: 1, requests: 0 },
});

const invitation = (
  id: number,
  app_id: string,
  emd: string,
  more: Partial<InvitationRecord> = {},
): InvitationRecord => ({
  id,
  app_id,
  emd,
  token_hash: `h${id}`,
  to: '27821234567',
  state: 'pending',
  created_at: '2026-03-01T08:00:00.000Z',
  expires_at: '2026-03-08T08:00:00.000Z',
  sent_by_id: 1,
  ...more,
});

const ACCOUNTS = [
  account(1, 'appA', 'e1', 4),
  account(2, 'appB', 'e1', 4),
  // A second of e1 in appA, and a second of user 4 in appA: the first stays.
  account(3, 'appA', 'e1', 5),
  account(4, 'appA', 'e2', 4),
  account(5, 'appA', 'gone', 6),
];
const USED = invitation(1, 'appA', 'e1', { state: 'used', used_at: '2026-03-02T08:00:00.000Z', used_by_id: 4 });
const OLDER = invitation(2, 'appA', 'e2');
const NEWER = invitation(3, 'appA', 'e2', { created_at: '2026-03-03T08:00:00.000Z' });
const GONE = invitation(4, 'appA', 'gone');
const KEPT_INVITATIONS = [USED, { ...OLDER, state: 'revoked' }, NEWER];

const stored = (collection: string): Promise<unknown[]> => storedDocs(postgres.pool(), collection);

it('moves the accounts and invitations to their tables and back, and removes them with their employee', async () => {
  await fillBefore(postgres, MIGRATION, { employee_accounts: ACCOUNTS, invitations: [USED, OLDER, NEWER, GONE] });
  const pool = postgres.pool();
  await insertTestEmployees(pool);

  migrate(postgres.url(), 'up', '1');
  expect(await stored('employee_accounts')).toEqual([]);
  expect(await readDocs(pool, employeeAccounts)).toEqual([ACCOUNTS[0], ACCOUNTS[1]]);
  expect(await readDocs(pool, invitations)).toEqual(KEPT_INVITATIONS);
  // One live invitation per employee; an account per employee and per user of an app.
  await expect(
    pool.query(`INSERT INTO invitations (app_id, emd, token_hash, to_mobile, state, created_at, expires_at, sent_by_id)
      VALUES ('appA', 'e2', 'h9', '1', 'pending', now(), now(), 1)`),
  ).rejects.toMatchObject({ code: '23505' });
  await expect(
    pool.query(`INSERT INTO employee_accounts (app_id, emd, user_id, linked_at, sms_roster, sms_requests)
      VALUES ('appA', 'e2', 4, now(), 1, 1)`),
  ).rejects.toMatchObject({ code: '23505' });

  migrate(postgres.url(), 'down', '1');
  expect(await stored('employee_accounts')).toEqual([ACCOUNTS[0], ACCOUNTS[1]]);
  expect(await stored('invitations')).toEqual(KEPT_INVITATIONS);

  migrate(postgres.url(), 'up', '1');
  const before = [
    await changeCounter(pool, 'appA', 'employee_accounts'),
    await changeCounter(pool, 'appA', 'invitations'),
  ];
  await pool.query("DELETE FROM employees WHERE app_id = 'appA' AND emd IN ('e1', 'e2')");
  expect(await readDocs(pool, employeeAccounts)).toEqual([ACCOUNTS[1]]);
  expect(await readDocs(pool, invitations)).toEqual([]);
  expect([
    await changeCounter(pool, 'appA', 'employee_accounts'),
    await changeCounter(pool, 'appA', 'invitations'),
  ]).toEqual(before.map((n) => n + 1));
});
