/**
 * The contact requests' migration on a database filled by the code before it (every request a row of
 * store_records; the users already in their table): each moves to its table with its id and fields, a user no
 * longer there left out of theirs; a request keeps no user once the user goes; going down puts them back.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { contactRequests } from '../store/postgres/contactRequestRows';
import { readDocs } from '../store/postgres/typedTable';
import type { ContactRequestRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1766664000000_contact-requests';

const postgres = useBarePostgres();

const request = (id: number, user_id: number | null): ContactRequestRecord => ({
  id,
  name: `Name${id}`,
  surname: 'Surname',
  email: `c${id}@example.com`,
  mobile: '27821234567',
  product_id: 3,
  user_id,
  created_at: '2026-03-01T08:00:00.000Z',
});

it('moves the contact requests to their table and back', async () => {
  await fillBefore(postgres, MIGRATION, { contact_requests: [request(1, null), request(2, 1), request(3, 99)] });
  const pool = postgres.pool();
  await pool.query(
    `INSERT INTO users (id, usrcd, nm, snm, mbl, gender, pass_hash, verified, created_at)
     VALUES (1, '70000000000001', 'A', 'B', '27820000001', 1, 'h', true, now())`,
  );

  migrate(postgres.url(), 'up', '1');
  expect(await storedDocs(pool, 'contact_requests')).toEqual([]);
  expect(await readDocs(pool, contactRequests)).toEqual([request(1, null), request(2, 1), request(3, null)]);
  await pool.query('DELETE FROM users WHERE id = 1');
  expect(await readDocs(pool, contactRequests)).toEqual([request(1, null), request(2, null), request(3, null)]);

  migrate(postgres.url(), 'down', '1');
  expect(await storedDocs(pool, 'contact_requests')).toEqual([request(1, null), request(2, null), request(3, null)]);
});
