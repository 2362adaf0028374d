-- Up Migration
-- The employees repository's reads on PostgreSQL (mock-api/src/employees/repository/): an index
-- for every list filter and cursor, on the rows of store_records. Records are json documents;
-- the indexes are on the expressions the queries use (employeeSql.ts), partial per collection.

-- The search word's match (employees/search.ts): trimmed, inner spaces collapsed, lower-cased as
-- JavaScript does (ICU's root locale, whatever the database's own locale).
CREATE FUNCTION times_words(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN lower(regexp_replace(regexp_replace(coalesce(t, ''), '^\s+|\s+$', '', 'g'), '\s+', ' ', 'g') COLLATE "und-x-icu");

-- "name surname", the employee number and the mobile, one per line: a (normalized, one-line)
-- word is in one of name, surname, "name surname", number or mobile exactly when it is in this.
CREATE FUNCTION times_employee_words(doc json) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN times_words(doc->>'name') || ' ' || times_words(doc->>'surname') || E'\n'
  || times_words(doc->>'employee_number') || E'\n' || times_words(doc->>'mobile');

-- The type-ahead's order: by full name in any case and accent, as JavaScript's
-- localeCompare('en', { sensitivity: 'base' }).
CREATE COLLATION times_name_order (provider = icu, locale = 'en-u-ks-level1', deterministic = false);

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The fields the repositories' reads filter, order and count by, as columns computed once when a row is
-- written (json is parsed again at every ->>, which a list under load cannot afford). app_id and rank (the
-- record's numeric id) for every collection that has them (rank not for rosters, whose documents are large and
-- ordered by their public ids); the others for the employees domain's collections only. A removed record (doc
-- NULL) has them all NULL, so it never matches an app.
ALTER TABLE store_records
  ADD COLUMN app_id text GENERATED ALWAYS AS (doc->>'app_id') STORED,
  ADD COLUMN emd text GENERATED ALWAYS AS (
    CASE WHEN collection IN ('employees', 'attendance', 'leaves', 'photo_uploads') THEN doc->>'emd' END
  ) STORED,
  ADD COLUMN rank bigint GENERATED ALWAYS AS (
    CASE WHEN collection <> 'rosters' AND doc->>'id' ~ '^-?[0-9]{1,18}$' THEN (doc->>'id')::bigint END
  ) STORED,
  -- An employee's created_at (always written by toISOString: its text sorts as its time); an attendance's
  -- day; a leave's day.
  ADD COLUMN at text GENERATED ALWAYS AS (
    CASE collection
      WHEN 'employees' THEN coalesce(doc->>'created_at', '1970-01-01T00:00:00.000Z')
      WHEN 'attendance' THEN doc->>'day'
      WHEN 'leaves' THEN doc->>'leave_day'
    END
  ) STORED,
  -- An attendance present (1) or absent (0); a photo upload with its thumbnail committed (1) or not (0).
  ADD COLUMN flag smallint GENERATED ALWAYS AS (
    CASE collection
      WHEN 'attendance' THEN (doc->>'present' = '1')::int
      WHEN 'photo_uploads' THEN (coalesce(json_typeof(doc->'thumbnail'), 'missing') <> 'null')::int
    END
  ) STORED;

-- The list (All and Employee filters) in list order, and its cursor: created_at, then id.
CREATE INDEX employees_list ON store_records (app_id, at, rank) WHERE collection = 'employees';
-- One employee of an app (details, figures and photos of a page join on it).
CREATE INDEX employees_emd ON store_records (app_id, emd) WHERE collection = 'employees';
-- The Employee filter and the type-ahead: a word of 3 characters or more anywhere in the words.
CREATE INDEX employees_words ON store_records USING gin (times_employee_words(doc) gin_trgm_ops)
  WHERE collection = 'employees';
-- The figures' window: an app's attendance by day, with what the figures count.
CREATE INDEX attendance_day ON store_records (app_id, at, emd) INCLUDE (rank, flag) WHERE collection = 'attendance';
-- An employee's leave days by day (and the figures leave them out).
CREATE INDEX leaves_day ON store_records (app_id, emd, at) WHERE collection = 'leaves';
-- Which employees of a page have a photo.
CREATE INDEX photo_uploads_emd ON store_records (app_id, emd) INCLUDE (flag) WHERE collection = 'photo_uploads';

-- Down Migration
DROP INDEX photo_uploads_emd;
DROP INDEX leaves_day;
DROP INDEX attendance_day;
DROP INDEX employees_words;
DROP INDEX employees_emd;
DROP INDEX employees_list;
ALTER TABLE store_records DROP COLUMN app_id, DROP COLUMN emd, DROP COLUMN rank, DROP COLUMN at, DROP COLUMN flag;
DROP COLLATION times_name_order;
DROP FUNCTION times_employee_words(json);
DROP FUNCTION times_words(text);
