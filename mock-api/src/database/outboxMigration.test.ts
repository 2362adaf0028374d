/**
 * The outbox's migration on a database filled by the code before it (every message a row of store_records):
 * each moves to its table with its id and fields, in order, with the app its roster or its key names; of two of
 * one key the first written stays; one of no mobile or of a purpose the API never wrote is not kept. The key
 * holds 'one message per key', going down puts the messages back as the code before wrote them.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { outboxMessages } from '../store/postgres/outboxRows';
import { readDocs } from '../store/postgres/typedTable';
import type { OutboxMessage } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1766318400000_outbox';

const postgres = useBarePostgres();

const AT = '2026-03-01T08:00:00.000Z';
const CODE: OutboxMessage = {
  id: 1,
  to: '27831110001',
  text: 'Hello, your Times verification code is 123456.',
  code: '123456',
  purpose: 'registration',
  created_at: AT,
};
const INVITATION: OutboxMessage = {
  id: 2,
  to: '27821230002',
  text: 'Hello Thabo, you are invited.',
  code: '',
  purpose: 'invitation',
  created_at: AT,
  key: 'invitation:appA:abc',
  emd: 'e1',
};
const DECISION: OutboxMessage = { ...INVITATION, id: 3, purpose: 'request', key: 'request:appB:r1:1', text: 'OK' };
// The same key again (a record put in by hand): the first stays.
const AGAIN: OutboxMessage = { ...DECISION, id: 4, text: 'again' };
const NO_MOBILE: OutboxMessage = { ...CODE, id: 5, to: '' };
const UNKNOWN: OutboxMessage = { ...CODE, id: 6, purpose: 'fax' as OutboxMessage['purpose'] };
const ROSTER: OutboxMessage = {
  ...INVITATION,
  id: 7,
  purpose: 'roster',
  key: 'roster:rs1:1:e1',
  rstd: 'rs1',
  text: 'Your days',
};

it('moves the messages to their table with their apps, one per key, and back', async () => {
  await fillBefore(postgres, MIGRATION, { outbox: [CODE, INVITATION, DECISION, AGAIN, NO_MOBILE, UNKNOWN, ROSTER] });
  const pool = postgres.pool();

  migrate(postgres.url(), 'up', '1');
  expect(await storedDocs(pool, 'outbox')).toEqual([]);
  expect(await readDocs(pool, outboxMessages)).toEqual([
    CODE,
    { ...INVITATION, app_id: 'appA' },
    { ...DECISION, app_id: 'appB' },
    // No roster rs1 is there to name its app.
    ROSTER,
  ]);
  // One message per key, whichever process writes.
  await expect(
    pool.query(
      "INSERT INTO outbox_messages (to_mobile, text, purpose, created_at, key) VALUES ('1', 't', 'roster', now(), $1)",
      [ROSTER.key],
    ),
  ).rejects.toMatchObject({ code: '23505' });
  // A new message is numbered after the moved ones.
  const { rows } = await pool.query<{ id: string }>(
    "INSERT INTO outbox_messages (to_mobile, text, purpose, created_at) VALUES ('1', 't', 'registration', now()) RETURNING id",
  );
  expect(Number(rows[0]!.id)).toBeGreaterThan(ROSTER.id);
  await pool.query('DELETE FROM outbox_messages WHERE id = $1', [rows[0]!.id]);

  migrate(postgres.url(), 'down', '1');
  expect(await storedDocs(pool, 'outbox')).toEqual([CODE, INVITATION, DECISION, ROSTER]);
});
