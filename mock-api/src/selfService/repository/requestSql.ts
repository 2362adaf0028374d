/**
 * What the employees' requests and inbox read and lock on PostgreSQL (issue 33;
 * postgresRequestRecords.ts, readingRequests.ts). $1 is always the app's public id.
 */
import { INBOX_DOC } from '../../store/postgres/inboxRows';
import { REQUEST_DOC } from '../../store/postgres/requestRows';

/** The employee's ($2) requests, in the order made. */
export const REQUESTS_OF_EMPLOYEE = `SELECT ${REQUEST_DOC} AS doc FROM time_off_requests r
  WHERE r.app_id = $1 AND r.emd = $2 ORDER BY r.id`;

/** The app's requests waiting ($2 true) or decided ($2 false), in the order made. */
export const REQUESTS_OF_APP = `SELECT ${REQUEST_DOC} AS doc FROM time_off_requests r
  WHERE r.app_id = $1 AND (r.state = 'pending') = $2 ORDER BY r.id`;

/** The request ($2). */
export const REQUEST = `SELECT ${REQUEST_DOC} AS doc FROM time_off_requests r WHERE r.app_id = $1 AND r.rqd = $2`;

/** The request ($2), locked for a decision: a cancel and a manager's decision go one after the other. */
export const LOCK_REQUEST = `${REQUEST} FOR UPDATE OF r`;

/** The employee's ($2) availability change waiting, locked for the save that replaces or cancels it. */
export const LOCK_WAITING_CHANGE = `SELECT ${REQUEST_DOC} AS doc FROM time_off_requests r
  WHERE r.app_id = $1 AND r.emd = $2 AND r.kind = 'availability' AND r.state = 'pending' FOR UPDATE OF r`;

/**
 * The employee ($2), locked while their time off is decided on: the overlap rule reads their requests,
 * so two asks of one employee go one after the other (NO KEY: their other records' key checks do not wait).
 */
export const LOCK_EMPLOYEE_REQUESTS = `SELECT 1 FROM employees WHERE app_id = $1 AND emd = $2 FOR NO KEY UPDATE`;

/** The employee's ($2) messages, in the order added. */
export const INBOX_OF_EMPLOYEE = `SELECT ${INBOX_DOC} AS doc FROM inbox_messages m
  WHERE m.app_id = $1 AND m.emd = $2 ORDER BY m.id`;
