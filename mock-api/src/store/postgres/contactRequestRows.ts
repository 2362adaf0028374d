/**
 * The public site's contact requests (migrations/*_contact-requests.sql) as the store sees them: a write's new
 * request is inserted, numbered by the table (nothing refers to its id), or with its own id when a test's snapshot
 * puts one back. Not counted: no API call reads them back (they are for the people who answer them).
 */
import type { ContactRequestRecord } from '../types';
import { isoText, recordsOf, sequencePast } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

const COLUMNS = 'name, surname, email, mobile, product_id, user_id, created_at';

async function addRequests(
  client: Queryable,
  records: readonly ContactRequestRecord[],
  withIds = false,
): Promise<void> {
  if (records.length === 0) return;
  await client.query(
    `INSERT INTO contact_requests (id, ${COLUMNS})
     SELECT coalesce(n.id, nextval(pg_get_serial_sequence('contact_requests', 'id'))), ${COLUMNS.replace(/(\w+)/g, 'n.$1')}
     FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (id bigint, name text, surname text, email text, mobile text,
       product_id integer, user_id integer, created_at timestamptz)) WITH ORDINALITY AS n
     ORDER BY n.ordinality`,
    [JSON.stringify(records.map((record) => ({ ...record, id: withIds ? record.id : null })))],
  );
  if (withIds)
    await sequencePast(
      client,
      'contact_requests',
      records.map((record) => record.id),
    );
}

/** The contact requests' table as the store sees it (typedTables.ts). */
export const contactRequests: TypedTable = {
  collection: 'contact_requests',
  table: 'contact_requests',
  counted: false,
  docs: `SELECT json_build_object('id', c.id, 'name', c.name, 'surname', c.surname, 'email', c.email,
    'mobile', c.mobile, 'product_id', c.product_id, 'user_id', c.user_id, 'created_at', ${isoText('c.created_at')})
    AS doc FROM contact_requests c ORDER BY c.id`,
  write: (client, changes) => addRequests(client, recordsOf<ContactRequestRecord>(contactRequests, changes)),
  restore: (client, records) => addRequests(client, records as ContactRequestRecord[], true),
};
