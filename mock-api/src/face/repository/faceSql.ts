/**
 * The SQL of the face repository on PostgreSQL: reads of the store_records rows of photo uploads
 * by the columns migrations/*_employee-reads.sql computes when a row is written (app_id, emd,
 * flag: a committed thumbnail) and by the upload's rcdd, each on an index made for it
 * (photo_uploads_emd; face_reads_upload in migrations/*_shift-employee-face-reads.sql). The first
 * written of several matches answers, as the store's arrays find it (ord).
 */

/** A photo upload of the app ($1) and employee ($2). */
const OF_EMPLOYEE = `r.collection = 'photo_uploads' AND r.app_id = $1 AND r.emd = $2`;

/** The employee's upload with this rcdd ($3). */
export const UPLOAD = `SELECT r.doc FROM store_records r
  WHERE ${OF_EMPLOYEE} AND r.doc->>'rcdd' = $3 ORDER BY r.ord LIMIT 1`;

/** The upload with this rcdd ($1), of any app (a removed record has no document, so no rcdd). */
export const UPLOAD_BY_ID = `SELECT r.doc FROM store_records r
  WHERE r.collection = 'photo_uploads' AND r.doc->>'rcdd' = $1 ORDER BY r.ord LIMIT 1`;

/**
 * The employee's upload holding a committed part, as `upload[part] !== null` reads it: the part is
 * there and not null (a missing part counts, as undefined is not null). The thumbnail's mark is
 * the flag column; the image's is read from the document.
 */
export const COMMITTED: Record<'thumbnail' | 'image', string> = {
  thumbnail: `SELECT r.doc FROM store_records r WHERE ${OF_EMPLOYEE} AND r.flag = 1 ORDER BY r.ord LIMIT 1`,
  image: `SELECT r.doc FROM store_records r
    WHERE ${OF_EMPLOYEE} AND coalesce(json_typeof(r.doc->'image'), 'missing') <> 'null' ORDER BY r.ord LIMIT 1`,
};

/**
 * Every upload of every app (the sweep decides in JavaScript, as on the embedded store: an expiry
 * is Date.parse'd, a part counts when truthy), in the order written. On the primary key's
 * (collection, key) prefix; removed records have no document.
 */
export const UPLOAD_PARTS = `SELECT r.doc FROM store_records r
  WHERE r.collection = 'photo_uploads' AND r.doc IS NOT NULL ORDER BY r.ord`;
