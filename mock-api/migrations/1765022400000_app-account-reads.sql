-- Up Migration
-- The apps and accounts repositories' reads on PostgreSQL (mock-api/src/apps/repository/,
-- mock-api/src/auth/repository/): an index for every look-up of the app, Times-app and auth
-- routes, on the rows of store_records, partial per collection. The queries (appSql.ts,
-- accountSql.ts) read by app_id and rank (*_employee-reads.sql), by the primary key (a user by
-- id), and by the fields of the documents they look up. A field compared to another with `===`
-- is compared as its JSON text: every document is written by JSON.stringify, so two strings,
-- numbers or booleans have one text exactly when they are equal.

-- JavaScript's truthiness of a document's field (app.confirmed, user.verified) is times_js_truthy
-- (*_user-group-reads.sql).

-- The numbers of an organization's admin_user_ids (what `includes(userId)` can match).
CREATE FUNCTION times_admin_ids(doc json) RETURNS numeric[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN ARRAY(
  SELECT (e::text)::numeric
  FROM json_array_elements(CASE WHEN json_typeof(doc->'admin_user_ids') = 'array' THEN doc->'admin_user_ids' END) e
  WHERE json_typeof(e) = 'number'
);

-- A record the app's setup wizard counts (wizard.ts): deleted is neither true nor the number 1.
CREATE FUNCTION times_wizard_live(doc json) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN NOT coalesce((doc->'deleted')::text IN ('true', '1'), false);

-- An app by its public id, the first written first (select app, an app's rights).
CREATE INDEX apps_app_id ON store_records (app_id, ord) WHERE collection = 'apps';
-- The apps a user owns (their own apps are candidates of the user's app list).
CREATE INDEX apps_owner ON store_records (((doc->'owner_user_id')::text)) WHERE collection = 'apps';
-- The apps of an organization (by its cmpd's JSON text).
CREATE INDEX apps_cmpd ON store_records (((doc->'cmpd')::text)) WHERE collection = 'apps';
-- A user's memberships, the first written first (apps they may open as a member).
CREATE INDEX app_members_by_user ON store_records (((doc->'user_id')::text), app_id, ord) WHERE collection = 'app_members';
-- An organization by its cmpd, the first written first (an app's owner and its administrators).
CREATE INDEX organizations_cmpd ON store_records (((doc->'cmpd')::text), ord) WHERE collection = 'organizations';
-- The organizations a user administers.
CREATE INDEX organizations_admins ON store_records USING gin (times_admin_ids(doc))
  WHERE collection = 'organizations';
-- A user's app selections, last selected first (selected_at as text, which orders as time: the
-- API writes toISOString()), then the later written: a selection written again moves to the end
-- of the collection, as the version of its last write says (then the order first written).
CREATE INDEX app_selections_user ON store_records (
  ((doc->'user_id')::text), (doc->>'selected_at') COLLATE "C", version, ord
)
  WHERE collection = 'app_selections';
-- Whether an app has a record not deleted in each collection of its setup wizard.
CREATE INDEX app_wizard ON store_records (collection, app_id)
  WHERE collection IN ('clients', 'sites', 'shifts', 'positions', 'employees') AND times_wizard_live(doc);
-- Whether a shift has a record in each collection of its roster wizard (any app; sftd a string).
CREATE INDEX roster_wizard ON store_records (collection, times_json_string(doc->'sftd'))
  WHERE collection IN ('shift_working_days', 'shift_positions', 'shift_employees', 'shift_rules');

-- The accounts repository's look-ups (mock-api/src/auth/repository/accountSql.ts), each of the
-- first written record whose field is the string looked up (a user by id is its primary key):
-- a session by its sid (every call's session), a user by mobile number and by e-mail (sign-in,
-- registration, forgot password), a reset request by its rfd (new password).
CREATE INDEX account_sessions_sid ON store_records (times_json_string(doc->'sid'), ord) WHERE collection = 'sessions';
CREATE INDEX account_users_mobile ON store_records (times_json_string(doc->'mbl'), ord) WHERE collection = 'users';
CREATE INDEX account_users_email ON store_records (times_json_string(doc->'eml'), ord) WHERE collection = 'users';
CREATE INDEX account_resets_rfd ON store_records (times_json_string(doc->'rfd'), ord)
  WHERE collection = 'password_resets';

-- Down Migration
DROP INDEX account_resets_rfd;
DROP INDEX account_users_email;
DROP INDEX account_users_mobile;
DROP INDEX account_sessions_sid;
DROP INDEX roster_wizard;
DROP INDEX app_wizard;
DROP INDEX app_selections_user;
DROP INDEX organizations_admins;
DROP INDEX organizations_cmpd;
DROP INDEX app_members_by_user;
DROP INDEX apps_cmpd;
DROP INDEX apps_owner;
DROP INDEX apps_app_id;
DROP FUNCTION times_wizard_live(json);
DROP FUNCTION times_admin_ids(json);
