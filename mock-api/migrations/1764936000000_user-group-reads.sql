-- Up Migration
-- The users and user groups repositories' reads on PostgreSQL (mock-api/src/users/repository/,
-- mock-api/src/groups/repository/): an index for every list, order and look-up, on the rows of
-- store_records, partial per collection. The queries (userSql.ts, groupSql.ts) read by app_id and
-- rank (the record's id), which *_employee-reads.sql computes for every collection, by the record
-- keys (a member's user and group: the primary key) and by the fields of the documents they look
-- up. A member's operations sites are read on *_site-reads.sql's sites_sd.

-- A member's place in the user list order (users/members.ts addedMsOf, Date.parse(added_at) || 0):
-- its added_at when it is a time as toISOString() writes it (every write path stores that, and its
-- text sorts as its time), else the epoch, as a member added before added_at existed counts.
CREATE FUNCTION times_member_added_at(doc json) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE
  WHEN times_json_string(doc->'added_at')
    ~ '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$'
    THEN times_json_string(doc->'added_at')
  ELSE '1970-01-01T00:00:00.000Z'
END;

-- A member's status (users/members.ts memberStatusOf, status ?? 'Active'): Active when it has none
-- (missing or null); a status that is not a string is none of the three (NULL).
CREATE FUNCTION times_member_status(doc json) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE
  WHEN coalesce(json_typeof(doc->'status'), 'null') = 'null' THEN 'Active'
  ELSE times_json_string(doc->'status')
END;

-- A json value as JavaScript's if() reads it: false, 0, '', null and a missing value are false.
CREATE FUNCTION times_js_truthy(v json) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE json_typeof(v)
  WHEN 'boolean' THEN v::text = 'true'
  WHEN 'number' THEN v::text::numeric <> 0
  WHEN 'string' THEN v::text <> '""'
  WHEN 'object' THEN true
  WHEN 'array' THEN true
  ELSE false
END;

-- A user's words for the user list's User filter (users/userListFilter.ts matchesUser): "name
-- surname" normalized as JavaScript's normalizeWord (times_words, *_employee-reads.sql) and the
-- user code as it is, one per line: a normalized word (one line) is in the name, the surname,
-- "name surname" or the code exactly when it is in this.
CREATE FUNCTION times_user_words(doc json) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN times_words(doc->>'nm') || ' ' || times_words(doc->>'snm') || E'\n' || coalesce(doc->>'usrcd', '');

-- A country's dial code as users/userCountry.ts compares it: its digits only.
CREATE FUNCTION times_country_code(doc json) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN regexp_replace(coalesce(doc->>'c_code', ''), '[^0-9]', '', 'g');

-- The user list in list order (newest added first: added_at as text in byte order, then id; the
-- order written breaks a tie, as a stable sort keeps it), over confirmed members only (confirmed
-- is not false): the All and User filters and the cursor.
CREATE INDEX app_members_list ON store_records (
  app_id, (times_member_added_at(doc)) COLLATE "C", rank, ord DESC
) WHERE collection = 'app_members' AND (doc->'confirmed')::text IS DISTINCT FROM 'false';
-- The status filters (Active, Deactivated, Pending) in the same order.
CREATE INDEX app_members_status_list ON store_records (
  app_id, times_member_status(doc), (times_member_added_at(doc)) COLLATE "C", rank, ord DESC
) WHERE collection = 'app_members' AND (doc->'confirmed')::text IS DISTINCT FROM 'false';
-- A user's membership of an app (the details), by the user's key.
CREATE INDEX app_members_user ON store_records (app_id, (doc->>'user_id')) WHERE collection = 'app_members';
-- A person by their user code (the code search, the details).
CREATE INDEX users_usrcd ON store_records (times_json_string(doc->'usrcd')) WHERE collection = 'users';
-- A person's country by the dial codes their mobile number starts with.
CREATE INDEX countries_code ON store_records (times_country_code(doc)) WHERE collection = 'countries';

-- The group list in its order: by name at base strength (times_name_order), then id.
CREATE INDEX user_groups_list ON store_records (app_id, (doc->>'name') COLLATE times_name_order, rank)
  WHERE collection = 'user_groups';
-- One group of an app by its public id (gdd, a string).
CREATE INDEX user_groups_gdd ON store_records (app_id, times_json_string(doc->'gdd')) WHERE collection = 'user_groups';
-- A group's site access of one kind (group_id as json text: the group's id, a number).
CREATE INDEX group_sites_group ON store_records (app_id, ((doc->'group_id')::text), times_json_string(doc->'kind'))
  WHERE collection = 'group_sites';

-- Down Migration
DROP INDEX group_sites_group;
DROP INDEX user_groups_gdd;
DROP INDEX user_groups_list;
DROP INDEX countries_code;
DROP INDEX users_usrcd;
DROP INDEX app_members_user;
DROP INDEX app_members_status_list;
DROP INDEX app_members_list;
DROP FUNCTION times_country_code(json);
DROP FUNCTION times_user_words(json);
DROP FUNCTION times_js_truthy(json);
DROP FUNCTION times_member_status(json);
DROP FUNCTION times_member_added_at(json);
