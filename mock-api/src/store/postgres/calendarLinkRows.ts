/**
 * The calendar feed links' own table (migrations/*_calendar-links.sql) as the store sees it: a store
 * write's new link (creating one, from the dialog or My Times) is upserted by its employee, so it
 * replaces the previous one, which stops working; revoking one is the shift employees repository's own
 * statement (`deleteCalendarLinks`), and an employee's removal removes theirs (the foreign key).
 */
import type { CalendarLinkRecord } from '../types';
import { bumpChanges } from './appChanges';
import { upsertJson } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';
import { isoText, recordsOf } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

/** The row (alias l) as the API's record. */
export const CALENDAR_LINK_DOC = `json_build_object('id', l.id, 'app_id', l.app_id, 'emd', l.emd,
  'token_hash', l.token_hash, 'created_by_id', l.created_by_id, 'created_at', ${isoText('l.created_at')},
  'expires_at', ${isoText('l.expires_at')})`;

const LINKS: JsonUpsert = {
  table: 'calendar_links',
  columns: {
    app_id: 'text',
    emd: 'text',
    token_hash: 'text',
    created_by_id: 'integer',
    created_at: 'timestamptz',
    expires_at: 'timestamptz',
  },
  conflict: '(app_id, emd)',
  update: ['token_hash', 'created_by_id', 'created_at', 'expires_at'],
};

/** Upserts links by their employee (a new one numbered by the table). */
function writeLinks(client: Queryable, given: readonly CalendarLinkRecord[]): Promise<void> {
  // One link per employee: of two in one write, the last (what the write left).
  const records = [...new Map(given.map((record) => [`${record.app_id}\u0000${record.emd}`, record])).values()];
  return upsertJson(
    client,
    LINKS,
    records.map(({ app_id, emd, token_hash, created_by_id, created_at, expires_at }) => ({
      id: null,
      app_id,
      emd,
      token_hash,
      created_by_id,
      created_at,
      expires_at,
    })),
  );
}

/** Removes the app's ($1) employee's ($2) link. */
export async function deleteCalendarLinks(client: Queryable, appId: string, emd: string): Promise<void> {
  await client.query(
    `WITH gone AS (DELETE FROM calendar_links WHERE app_id = $1 AND emd = $2 RETURNING app_id)
     ${bumpChanges('calendar_links', 'SELECT app_id FROM gone')}`,
    [appId, emd],
  );
}

/** The link with this token's sha256 ($1), of any app. */
export const CALENDAR_LINK_OF_TOKEN = `SELECT ${CALENDAR_LINK_DOC} AS doc FROM calendar_links l WHERE l.token_hash = $1`;

/** The calendar links' table as the store sees it (typedTables.ts). */
export const calendarLinks: TypedTable = {
  collection: 'calendar_links',
  table: 'calendar_links',
  docs: `SELECT ${CALENDAR_LINK_DOC} AS doc FROM calendar_links l ORDER BY l.id`,
  write: (client, changes) => writeLinks(client, recordsOf<CalendarLinkRecord>(calendarLinks, changes)),
};
