/**
 * The SQL of the face repository on PostgreSQL: the photo uploads are rows of their own table
 * (migrations/*_faces-photos.sql), read by employee (photo_uploads_by_employee) and by rcdd (unique).
 * An employee has at most one upload of each committed part (the table's exclusion constraints).
 */
import { UPLOAD_DOC } from '../../store/postgres/faceRows';

/** The employee's ($2 of the app $1) upload with this rcdd ($3). */
export const UPLOAD = `SELECT ${UPLOAD_DOC} AS doc FROM photo_uploads p
  WHERE p.app_id = $1 AND p.emd = $2 AND p.rcdd = $3`;

/** The upload with this rcdd ($1), of any app. */
export const UPLOAD_BY_ID = `SELECT ${UPLOAD_DOC} AS doc FROM photo_uploads p WHERE p.rcdd = $1`;

/** The employee's upload holding a committed part. */
export const COMMITTED: Record<'thumbnail' | 'image', string> = {
  thumbnail: `SELECT ${UPLOAD_DOC} AS doc FROM photo_uploads p
    WHERE p.app_id = $1 AND p.emd = $2 AND p.thumbnail_size IS NOT NULL`,
  image: `SELECT ${UPLOAD_DOC} AS doc FROM photo_uploads p
    WHERE p.app_id = $1 AND p.emd = $2 AND p.image_size IS NOT NULL`,
};

/** Every upload of every app (the sweep decides in JavaScript, as on the embedded store), in the order created. */
export const UPLOAD_PARTS = `SELECT ${UPLOAD_DOC} AS doc FROM photo_uploads p ORDER BY p.id`;

/** The employee's uploads, locked (a commit marks its part and clears the others'). */
export const LOCK_EMPLOYEE_UPLOADS = `SELECT ${UPLOAD_DOC} AS doc FROM photo_uploads p
  WHERE p.app_id = $1 AND p.emd = $2 ORDER BY p.id FOR UPDATE`;

/**
 * Forgets the uploads closed at $1 (an ISO instant) with no part committed, and moves their apps' counters
 * (the sweep's; the blobs go with the sweep's listing).
 */
export const FORGET_STALE = `WITH gone AS (
    DELETE FROM photo_uploads p
    WHERE p.expires_at <= $1::timestamptz AND p.thumbnail_size IS NULL AND p.image_size IS NULL
    RETURNING p.app_id
  )`;
