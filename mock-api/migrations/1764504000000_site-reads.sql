-- Up Migration
-- The sites repository's reads on PostgreSQL (mock-api/src/sites/repository/): an index for every
-- list filter, order and look-up, on the rows of store_records, partial per collection. The queries
-- (siteSql.ts) read by app_id and rank (the record's id), which *_employee-reads.sql computes for
-- every collection, client_cntd (a site's client, *_client-reads.sql), and the fields of the
-- documents they look up.

-- A site's place in the list order (sites/siteList.ts timeOf, Date.parse(created_at) || 0): its
-- created_at when it is a time as toISOString() writes it (every write path stores that, and its
-- text sorts as its time), else the epoch, as a site stored before created_at existed counts.
CREATE FUNCTION times_site_at(doc json) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE
  WHEN times_json_string(doc->'created_at')
    ~ '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$'
    THEN times_json_string(doc->'created_at')
  ELSE '1970-01-01T00:00:00.000Z'
END;

-- JavaScript's trim(): white space and line ends off both ends (an operations manager's full name
-- orders the choice of the site form).
CREATE FUNCTION times_js_trim(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN regexp_replace(
  t,
  '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
  '',
  'g'
);

-- The site an employee record counts for (sites.ts siteEmployees: its std, a string, unless it is
-- deleted: 1 or true) and its gender as Number() reads it (1 male, 2 female, 0 anything else, the
-- way times_client_hours reads hours), as columns computed once when a row is written: a page of
-- the list counts each site's employees from the index alone. (doc->'deleted')::text is the json
-- text of the value, never unescaped: the API writes documents with JSON.stringify, so the number
-- 1 is the text 1.
ALTER TABLE store_records
  ADD COLUMN site_std text GENERATED ALWAYS AS (
    CASE
      WHEN collection = 'employees' AND coalesce((doc->'deleted')::text NOT IN ('1', 'true'), true)
        THEN times_json_string(doc->'std')
    END
  ) STORED,
  ADD COLUMN site_gender smallint GENERATED ALWAYS AS (
    CASE
      WHEN collection = 'employees' AND doc IS NOT NULL
        THEN CASE times_client_hours(doc->'gender') WHEN 1 THEN 1 WHEN 2 THEN 2 ELSE 0 END
    END
  ) STORED;

-- The list of each filter in list order (newest first: created_at, then id) and its cursor: all
-- sites, and the map box, which is checked on each site of the app in this order (an app has as
-- many sites as its licence allows, 10 unless raised: a spatial index would not pay).
CREATE INDEX sites_list ON store_records (app_id, (times_site_at(doc)) COLLATE "C", rank) WHERE collection = 'sites';
-- The client filter (client_cntd: the site's clnt when it is a string).
CREATE INDEX sites_client_list ON store_records (app_id, client_cntd, (times_site_at(doc)) COLLATE "C", rank)
  WHERE collection = 'sites';
-- The group filter (the site's sgd when it is a string).
CREATE INDEX sites_group_list ON store_records (
  app_id, times_json_string(doc->'sgd'), (times_site_at(doc)) COLLATE "C", rank
) WHERE collection = 'sites';
-- The operations manager filter (the site's ops as json text: a user id's key when it is a number).
CREATE INDEX sites_ops_list ON store_records (app_id, ((doc->'ops')::text), (times_site_at(doc)) COLLATE "C", rank)
  WHERE collection = 'sites';
-- One site of an app (details).
CREATE INDEX sites_sd ON store_records (app_id, (doc->>'sd')) WHERE collection = 'sites';
-- The lookup in its order: by name at base strength (times_name_order, *_employee-reads.sql), then id.
CREATE INDEX sites_name ON store_records (app_id, (doc->>'name') COLLATE times_name_order, rank)
  WHERE collection = 'sites';
-- The group list in its order, and a site's group by gd.
CREATE INDEX site_groups_list ON store_records (app_id, (doc->>'name') COLLATE times_name_order, rank)
  WHERE collection = 'site_groups';
CREATE INDEX site_groups_gd ON store_records (app_id, (doc->>'gd')) WHERE collection = 'site_groups';
-- The app's operations managers (user_type the number 3) by user id: the list, a site's manager and the filter.
CREATE INDEX app_members_ops_managers ON store_records (app_id, ((doc->'user_id')::text))
  WHERE collection = 'app_members' AND (doc->'user_type')::text = '3';
-- A site's employees, counted with their genders from the index alone.
CREATE INDEX employees_site ON store_records (site_std) INCLUDE (site_gender)
  WHERE collection = 'employees' AND site_std IS NOT NULL;

-- Down Migration
DROP INDEX employees_site;
DROP INDEX app_members_ops_managers;
DROP INDEX site_groups_gd;
DROP INDEX site_groups_list;
DROP INDEX sites_name;
DROP INDEX sites_sd;
DROP INDEX sites_ops_list;
DROP INDEX sites_group_list;
DROP INDEX sites_client_list;
DROP INDEX sites_list;
ALTER TABLE store_records DROP COLUMN site_std, DROP COLUMN site_gender;
DROP FUNCTION times_js_trim(text);
DROP FUNCTION times_site_at(json);
