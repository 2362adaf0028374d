-- Up Migration
-- The clients repository's reads on PostgreSQL (mock-api/src/clients/repository/): an index for
-- every list filter and look-up, on the rows of store_records, partial per collection. The queries
-- (clientSql.ts) read clients and client types by app_id and rank (the record's id), which
-- *_employee-reads.sql computes for every collection.

-- A client is active: clnt_status is the number 5 (ClientStatus.ACTIVE), as `=== 5` reads it.
CREATE FUNCTION times_client_active(doc json) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN coalesce(json_typeof(doc->'clnt_status') = 'number' AND doc->>'clnt_status' = '5', false);

-- A json value's text when it is a string, else NULL: a record names its client by a string, and
-- JavaScript compares names with ===. A string with \u0000 (which text cannot hold: reading it
-- would fail the write) is NULL too; no client's cntd has one. (PL/pgSQL: the value is read out of
-- the document once.)
CREATE FUNCTION times_json_string(v json) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN CASE WHEN json_typeof(v) = 'string' AND strpos(v::text, '\u0000') = 0 THEN v #>> '{}' END;
END
$$;

-- JavaScript's Number(text) when it is finite, else NULL (NaN, Infinity): the text trimmed of
-- JavaScript's white space and line ends; '' is 0; a decimal (sign, digits, point, exponent), read
-- by strtod as JavaScript reads it (the nearest double); an integer in 0x, 0o or 0b (no sign).
-- Beyond the doubles' range JavaScript reads Infinity (not finite) or 0: both add nothing to a sum,
-- so both are 0 here. Not parallel safe: a subtransaction (the EXCEPTION block) cannot start in a parallel
-- query; the function runs when a row is written.
CREATE FUNCTION times_js_number(t text) RETURNS float8 LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  s text := regexp_replace(
    t,
    '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '',
    'g'
  );
  radix int;
  n numeric := 0;
  c text;
BEGIN
  IF s = '' THEN
    RETURN 0;
  END IF;
  IF s ~ '^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$' THEN
    -- Without an exponent, 300 characters stay inside the range: no subtransaction for the usual hours.
    IF s !~ '[eE]' AND length(s) <= 300 THEN
      RETURN s::float8;
    END IF;
    BEGIN
      RETURN s::float8;
    EXCEPTION WHEN numeric_value_out_of_range THEN
      RETURN 0;
    END;
  END IF;
  radix := CASE
    WHEN s ~ '^0[xX][0-9a-fA-F]+$' THEN 16
    WHEN s ~ '^0[oO][0-7]+$' THEN 8
    WHEN s ~ '^0[bB][01]+$' THEN 2
  END;
  IF radix IS NULL THEN
    -- NaN ('Infinity' included: not finite either).
    RETURN NULL;
  END IF;
  FOREACH c IN ARRAY regexp_split_to_array(substr(s, 3), '') LOOP
    n := n * radix + position(lower(c) IN '0123456789abcdef') - 1;
  END LOOP;
  BEGIN
    RETURN n::float8;
  EXCEPTION WHEN numeric_value_out_of_range THEN
    RETURN 0;
  END;
END
$$;

-- The hours a roster or timesheet record adds to its client's totals (clients.ts totalHours):
-- Number(hours) when it is finite, else 0. Number() of a string is times_js_number; of true 1, of
-- false, null or [] 0; of an array of one element the element's String() read again (so [true] is
-- NaN); of an array of more (a comma), an object or no hours at all, NaN.
CREATE FUNCTION times_client_hours(v json) RETURNS float8 LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  inside boolean := false;
BEGIN
  -- \u0000 in the json text is a NUL or a backslash in a string, which no number has (and reading a
  -- NUL out of json fails).
  IF strpos(v::text, '\u0000') > 0 THEN
    RETURN 0;
  END IF;
  LOOP
    CASE coalesce(json_typeof(v), 'missing')
      WHEN 'number', 'string' THEN
        RETURN coalesce(times_js_number(v #>> '{}'), 0);
      WHEN 'boolean' THEN
        RETURN CASE WHEN NOT inside AND v::text = 'true' THEN 1 ELSE 0 END;
      WHEN 'array' THEN
        IF json_array_length(v) <> 1 THEN
          RETURN 0;
        END IF;
        v := v -> 0;
        inside := true;
      ELSE
        RETURN 0;
    END CASE;
  END LOOP;
END
$$;

-- The client a site (clnt), roster or timesheet (cntd) names, and a roster's or timesheet's hours,
-- as columns computed once when a row is written: a roster's document is large (its model and
-- result), and its totals are read from the index alone.
ALTER TABLE store_records
  ADD COLUMN client_cntd text GENERATED ALWAYS AS (
    CASE
      WHEN collection = 'sites' THEN times_json_string(doc->'clnt')
      WHEN collection IN ('rosters', 'timesheets') THEN times_json_string(doc->'cntd')
    END
  ) STORED,
  ADD COLUMN client_hours float8 GENERATED ALWAYS AS (
    CASE WHEN collection IN ('rosters', 'timesheets') AND doc IS NOT NULL THEN times_client_hours(doc->'hours') END
  ) STORED;

-- The client list of each filter (all; active; deactivated) in list order: by name at base
-- strength (times_name_order, *_employee-reads.sql), then id. The lookup is the active filter.
CREATE INDEX clients_list ON store_records (app_id, times_client_active(doc), (doc->>'name') COLLATE times_name_order, rank)
  WHERE collection = 'clients';
-- One client of an app (details).
CREATE INDEX clients_cntd ON store_records (app_id, (doc->>'cntd')) WHERE collection = 'clients';
-- The type list in list order, and a client's type by tpd.
CREATE INDEX client_types_list ON store_records (app_id, (doc->>'name') COLLATE times_name_order, rank)
  WHERE collection = 'client_types';
CREATE INDEX client_types_tpd ON store_records (app_id, (doc->>'tpd')) WHERE collection = 'client_types';
-- A client's sites (counted from the index alone; the lookup of an operations manager's sites).
CREATE INDEX sites_client ON store_records (app_id, client_cntd) WHERE collection = 'sites';
-- A client's roster and timesheet hours, in the order written (summed from the index alone).
CREATE INDEX client_hours ON store_records (client_cntd, collection) INCLUDE (ord, client_hours)
  WHERE collection IN ('rosters', 'timesheets');

-- Down Migration
DROP INDEX client_hours;
DROP INDEX sites_client;
DROP INDEX client_types_tpd;
DROP INDEX client_types_list;
DROP INDEX clients_cntd;
DROP INDEX clients_list;
ALTER TABLE store_records DROP COLUMN client_cntd, DROP COLUMN client_hours;
DROP FUNCTION times_client_hours(json);
DROP FUNCTION times_js_number(text);
DROP FUNCTION times_json_string(json);
DROP FUNCTION times_client_active(json);
