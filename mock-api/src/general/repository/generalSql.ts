/**
 * The SQL of the general repository on PostgreSQL. The countries belong to no app: the list is
 * every country's row, on the primary key's (collection, key) prefix, in the order the seed wrote
 * them (ord), the order of the store's array. A removed record has no document.
 */

/** Every country, in the order written. */
export const COUNTRIES = `SELECT r.doc FROM store_records r
  WHERE r.collection = 'countries' AND r.doc IS NOT NULL ORDER BY r.ord`;
