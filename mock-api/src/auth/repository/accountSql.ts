/**
 * The SQL of the accounts repository on PostgreSQL: reads of the store_records rows by the primary
 * key (a user by id: its key is the id) and by the string fields the routes look records up by,
 * each on an index made for it (migrations/*_app-account-reads.sql). A look-up by a field as `===`
 * compares it takes the field when it is a string (times_json_string), and the first written
 * record, as `find` does.
 */

/** The first record of a collection whose string field is $1. */
const firstBy = (collection: string, field: string): string => `SELECT r.doc FROM store_records r
  WHERE r.collection = '${collection}' AND times_json_string(r.doc->'${field}') = $1
  ORDER BY r.ord LIMIT 1`;

/** The user of this id ($1, as JSON text: the user's key, and its id is the number). */
export const USER = `SELECT r.doc FROM store_records r
  WHERE r.collection = 'users' AND r.key = $1 AND (r.doc->'id')::text = $1 AND json_typeof(r.doc->'id') = 'number'`;

/** The first user written with this mobile number ($1). */
export const BY_MOBILE = firstBy('users', 'mbl');

/** The first user written with this e-mail ($1, normalized by the caller). */
export const BY_EMAIL = firstBy('users', 'eml');

/**
 * The reset request of this rfd ($1), the first written, with its user when verified (the user whose id
 * is its user_id, as `===` compares them, and whose verified is true to JavaScript's if()).
 */
export const RESET = `SELECT reset.doc, owner.doc AS owner FROM (${firstBy('password_resets', 'rfd')}) reset
  LEFT JOIN LATERAL (
    SELECT u.doc FROM store_records u
    WHERE u.collection = 'users' AND u.key = reset.doc->>'user_id'
      AND (u.doc->'id')::text = (reset.doc->'user_id')::text AND json_typeof(u.doc->'id') NOT IN ('object', 'array')
      AND times_js_truthy(u.doc->'verified')
  ) owner ON true`;
