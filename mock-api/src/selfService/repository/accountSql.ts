/**
 * What the employees' accounts and invitations read and lock on PostgreSQL (issue 33;
 * postgresAccountRecords.ts, readingAccounts.ts). $1 is the app's public id unless said.
 */
import { ACCOUNT_DOC, INVITATION_DOC } from '../../store/postgres/accountRows';

/** The app's accounts, in the order linked. */
export const ACCOUNTS_OF_APP = `SELECT ${ACCOUNT_DOC} AS doc FROM employee_accounts a WHERE a.app_id = $1 ORDER BY a.id`;

/** The app's live invitations, in the order sent. */
export const LIVE_INVITATIONS_OF_APP = `SELECT ${INVITATION_DOC} AS doc FROM invitations i
  WHERE i.app_id = $1 AND i.state = 'pending' ORDER BY i.id`;

/** The accounts of these employees ($2). */
export const ACCOUNTS_OF_EMPLOYEES = `SELECT ${ACCOUNT_DOC} AS doc FROM employee_accounts a
  WHERE a.app_id = $1 AND a.emd = ANY($2::text[]) ORDER BY a.id`;

/** The live invitations of these employees ($2). */
export const LIVE_INVITATIONS_OF_EMPLOYEES = `SELECT ${INVITATION_DOC} AS doc FROM invitations i
  WHERE i.app_id = $1 AND i.emd = ANY($2::text[]) AND i.state = 'pending' ORDER BY i.id`;

/** The same, locked: a write that sends or uses one decides on them. */
export const LOCK_LIVE_INVITATIONS = `${LIVE_INVITATIONS_OF_EMPLOYEES} FOR UPDATE OF i`;

/** The user's ($2) account in the app. */
export const ACCOUNT_OF_USER = `SELECT ${ACCOUNT_DOC} AS doc FROM employee_accounts a
  WHERE a.app_id = $1 AND a.user_id = $2`;

/** The accounts of the user ($1) in these apps ($2). */
export const ACCOUNTS_OF_USER = `SELECT ${ACCOUNT_DOC} AS doc FROM employee_accounts a
  WHERE a.user_id = $1 AND a.app_id = ANY($2::text[]) ORDER BY a.id`;

/** The invitation with this token's digest ($1), of any app and state. */
export const INVITATION_OF_TOKEN = `SELECT ${INVITATION_DOC} AS doc FROM invitations i WHERE i.token_hash = $1`;

/** The live invitations sent to this mobile ($1), of any app, in the order sent. */
export const INVITATIONS_TO = `SELECT ${INVITATION_DOC} AS doc FROM invitations i
  WHERE i.to_mobile = $1 AND i.state = 'pending' ORDER BY i.id`;

/** The same, locked for the sign-in that links them. */
export const LOCK_INVITATIONS_TO = `${INVITATIONS_TO} FOR UPDATE OF i`;
