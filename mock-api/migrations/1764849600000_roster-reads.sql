-- Up Migration
-- The rosters repository's reads on PostgreSQL (mock-api/src/rosters/repository/): a roster's
-- document is large (its model and result), so the fields the lists, the status and the header
-- read are kept in a small column computed once when the row is written (roster_head), and the
-- indexes are on it. The queries (rosterSql.ts) read by app_id (*_employee-reads.sql) and by the
-- fields of the documents they look up.

-- The fields of a roster every list and header reads (not its model, result, pins or notices).
-- The document is parsed once (as jsonb) unless it holds \u0000 somewhere, which jsonb cannot
-- hold: then each field is read from the json (rare: no API path writes one).
CREATE FUNCTION times_roster_head(doc json) RETURNS json LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  j jsonb;
BEGIN
  IF strpos(doc::text, '\u0000') = 0 THEN
    j := doc::jsonb;
    RETURN json_build_object(
      'id', j->'id', 'rstd', j->'rstd', 'app_id', j->'app_id', 'std', j->'std', 'sftd', j->'sftd',
      'start_date', j->'start_date', 'end_date', j->'end_date', 'status', j->'status',
      'failure_reason', j->'failure_reason', 'created_by', j->'created_by', 'started_at', j->'started_at',
      'finished_at', j->'finished_at', 'publish_state', j->'publish_state', 'published_at', j->'published_at',
      'published_by', j->'published_by', 'has_result', coalesce(jsonb_typeof(j->'result') <> 'null', false)
    );
  END IF;
  RETURN json_build_object(
    'id', doc->'id', 'rstd', doc->'rstd', 'app_id', doc->'app_id', 'std', doc->'std', 'sftd', doc->'sftd',
    'start_date', doc->'start_date', 'end_date', doc->'end_date', 'status', doc->'status',
    'failure_reason', doc->'failure_reason', 'created_by', doc->'created_by', 'started_at', doc->'started_at',
    'finished_at', doc->'finished_at', 'publish_state', doc->'publish_state', 'published_at', doc->'published_at',
    'published_by', doc->'published_by', 'has_result', coalesce(json_typeof(doc->'result') <> 'null', false)
  );
END
$$;

ALTER TABLE store_records
  ADD COLUMN roster_head json GENERATED ALWAYS AS (
    CASE WHEN collection = 'rosters' AND doc IS NOT NULL THEN times_roster_head(doc) END
  ) STORED;

-- A shift's rosters (the periods, one roster by rstd, the start's claim of a period), a site's
-- rosters (the roster list) and the app's rosters (the commitments, read from the head first).
CREATE INDEX roster_reads_shift ON store_records (
  app_id, (roster_head->>'std'), (roster_head->>'sftd'), (roster_head->>'rstd')
) WHERE collection = 'rosters';
-- The employee an absence names, whatever its app, the first written (the summary's last absence).
CREATE INDEX roster_reads_employee ON store_records (emd, ord) WHERE collection = 'employees';
-- A shift's working days (the commitments' rest hours) are on roster_setup_working_days
-- (*_roster-setup-reads.sql).

-- Down Migration
DROP INDEX roster_reads_employee;
DROP INDEX roster_reads_shift;
ALTER TABLE store_records DROP COLUMN roster_head;
DROP FUNCTION times_roster_head(json);
