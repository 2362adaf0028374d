/**
 * A write's prepares that read users into its draft on PostgreSQL (issue 33: the users have a table of their own,
 * store/postgres/userRows.ts, which no process holds), kept from changing until the write ends: the user of an id
 * (a sign-in's, a roster's starter or publisher) and the verified person of a user code (the user calls). The
 * embedded store never calls them.
 */
import type { PrepareWrite } from '../../store/dataStore';
import { USER_DOC } from '../../store/postgres/userRows';
import type { UserRecord } from '../../store/types';

const USER_OF_ID = `SELECT ${USER_DOC()} AS doc FROM users u WHERE u.id = $1 FOR SHARE`;
const PERSON_OF_CODE = `SELECT ${USER_DOC()} AS doc FROM users u WHERE u.usrcd = $1 AND u.verified FOR SHARE`;

/** The user of this id. */
export const readingUser =
  (userId: number): PrepareWrite =>
  async (client) => ({
    users: (await client.query<{ doc: UserRecord }>(USER_OF_ID, [userId])).rows.map((row) => row.doc),
  });

/** The verified person holding this user code (foundUser.ts findUserByCode). */
export const readingPersonOfCode =
  (usrcd: string): PrepareWrite =>
  async (client) => ({
    users: (await client.query<{ doc: UserRecord }>(PERSON_OF_CODE, [usrcd])).rows.map((row) => row.doc),
  });
