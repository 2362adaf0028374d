/**
 * The public site's contact requests (migrations/*_contact-requests.sql) as the store sees them: a write's new
 * request is inserted, numbered by the table (nothing refers to its id), or with its own id when a test's snapshot
 * puts one back. Not counted: no API call reads them back (they are for the people who answer them).
 */
import type { ContactRequestRecord } from '../types';
import { upsertJson } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';
import { isoText, recordsOf } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

const REQUESTS: JsonUpsert = {
  table: 'contact_requests',
  counted: false,
  columns: {
    name: 'text',
    surname: 'text',
    email: 'text',
    mobile: 'text',
    product_id: 'integer',
    user_id: 'integer',
    created_at: 'timestamptz',
  },
  conflict: '(id)',
  update: [],
};

/** Adds requests, numbered by the table unless `withIds` (a test's snapshot). */
const addRequests = (client: Queryable, records: readonly ContactRequestRecord[], withIds = false): Promise<void> =>
  upsertJson(
    client,
    REQUESTS,
    records.map((record) => ({ ...record, id: withIds ? record.id : null })),
  );

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
