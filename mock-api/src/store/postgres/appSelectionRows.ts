/**
 * The apps each user selected (migrations/*_app-selections.sql) as the store sees them: select app's new or
 * renewed selection is upserted by user and app, taking the next place in the written order (of two at one instant
 * the later is newer, as the embedded store appends it). A selection goes with its user (the foreign key). Not
 * counted: the app home reads a user's selections by their key every time.
 */
import type { AppSelectionRecord } from '../types';
import { isoText, recordsOf } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

/** The row (alias s) as the API's record. */
export const SELECTION_DOC = `json_build_object('user_id', s.user_id, 'app_id', s.app_id,
  'selected_at', ${isoText('s.selected_at')})`;

/** Upserts the selections in the order given, each taking the next place in the written order. */
async function putSelections(client: Queryable, records: readonly AppSelectionRecord[]): Promise<void> {
  if (records.length === 0) return;
  await client.query(
    `INSERT INTO app_selections AS t (user_id, app_id, selected_at)
     SELECT n.user_id, n.app_id, n.selected_at
     FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (user_id integer, app_id text, selected_at timestamptz))
       WITH ORDINALITY AS n (user_id, app_id, selected_at, at)
     ORDER BY n.at
     ON CONFLICT (user_id, app_id) DO UPDATE SET selected_at = excluded.selected_at,
       ord = nextval(pg_get_serial_sequence('app_selections', 'ord'))`,
    [JSON.stringify(records)],
  );
}

/** The selections' table as the store sees it (typedTables.ts). */
export const appSelections: TypedTable = {
  collection: 'app_selections',
  table: 'app_selections',
  counted: false,
  docs: `SELECT ${SELECTION_DOC} AS doc FROM app_selections s ORDER BY s.ord`,
  write: (client, changes) => putSelections(client, recordsOf<AppSelectionRecord>(appSelections, changes)),
  restore: (client, records) => putSelections(client, records as AppSelectionRecord[]),
};
