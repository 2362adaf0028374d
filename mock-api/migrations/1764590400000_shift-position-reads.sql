-- Up Migration
-- The shifts and positions repositories' reads on PostgreSQL (mock-api/src/shifts/repository/,
-- mock-api/src/positions/repository/): an index for every list, order and look-up, on the rows of
-- store_records, partial per collection. The queries (shiftSql.ts, positionSql.ts) read by app_id
-- and rank (the record's id), which *_employee-reads.sql computes for every collection, and by the
-- fields of the documents they look up. The sites they read (a shift's site by sd, the roster
-- sites by name) are on the indexes *_site-reads.sql makes for the site routes (sites_sd,
-- sites_name).

-- A shift is live (shifts.ts isLive): deleted is not the number 1, as `!== 1` reads it (the API
-- writes documents with JSON.stringify, so the number 1 is the text 1).
CREATE FUNCTION times_shift_live(doc json) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN NOT coalesce(json_typeof(doc->'deleted') = 'number' AND doc->>'deleted' = '1', false);

-- One shift of an app (details).
CREATE INDEX shifts_sftd ON store_records (app_id, (doc->>'sftd')) WHERE collection = 'shifts';
-- A site's shifts in list order: newest first (created_at as text in byte order, which is its
-- time's order: the API writes toISOString()), then id.
CREATE INDEX shifts_site ON store_records (app_id, (doc->>'std'), (doc->>'created_at') COLLATE "C", rank)
  WHERE collection = 'shifts';
-- Whether a site has a live shift (the roster sites): only live shifts, so deleted ones cost nothing.
CREATE INDEX shifts_live_site ON store_records (app_id, (doc->>'std'))
  WHERE collection = 'shifts' AND times_shift_live(doc);

-- The position list in list order: by name at base strength, then id.
CREATE INDEX positions_list ON store_records (app_id, (doc->>'name') COLLATE times_name_order, rank)
  WHERE collection = 'positions';
-- One position of an app (details).
CREATE INDEX positions_rld ON store_records (app_id, (doc->>'rld')) WHERE collection = 'positions';

-- Down Migration
DROP INDEX positions_rld;
DROP INDEX positions_list;
DROP INDEX shifts_live_site;
DROP INDEX shifts_site;
DROP INDEX shifts_sftd;
DROP FUNCTION times_shift_live(json);
