/**
 * What a write naming a shift reads first on PostgreSQL (issue 33): the shifts have a table of their own
 * (store/postgres/shiftRows.ts) that a process does not hold. A shift's add reads its site's shifts under the site's
 * advisory lock of its shifts (a name once among its live shifts), a change or removal the same for the site of the
 * shift it names; a site's removal locks the site's shifts (they go with it); the setup writes of a shift (its
 * rules, working days and positions) read its rows for share, so a change or removal of the shift waits for them and
 * a write after it finds it deleted. The embedded store runs no prepare and decides on its state.
 */
import type { PrepareWrite } from '../../store/dataStore';
import { SHIFT_DOC } from '../../store/postgres/shiftRows';
import type { ShiftRecord } from '../../store/types';
import { readSites, sitesOf } from '../../sites/repository/readingSites';

type Client = Parameters<PrepareWrite>[0];

const LOCK = (std: string) => `pg_advisory_xact_lock(hashtextextended('times.shifts:' || $1 || '/' || ${std}, 0))`;

/** The app's ($1) shift of this sftd ($2), deleted or not. */
export const SHIFT_OF_APP = `SELECT ${SHIFT_DOC()} AS doc FROM shifts f WHERE f.app_id = $1 AND f.sftd = $2`;

/** The app's ($1) shifts, deleted ones included, by id. */
export const APP_SHIFTS = `SELECT ${SHIFT_DOC()} AS doc FROM shifts f WHERE f.app_id = $1 ORDER BY f.id`;

/** The app's ($1) shifts of the site with this sd ($2), deleted ones included, by id. */
const SITE_SHIFTS = `SELECT ${SHIFT_DOC()} AS doc FROM shifts f WHERE f.app_id = $1 AND f.std = $2 ORDER BY f.id`;

/** The site's lock taken for the shift with this sftd ($2); the shift's site (none: no such shift). */
const LOCK_SITE_OF = `SELECT f.std, ${LOCK('f.std')} FROM shifts f WHERE f.app_id = $1 AND f.sftd = $2`;

const docs = async (client: Client, text: string, values: unknown[]): Promise<ShiftRecord[]> =>
  (await client.query<{ doc: ShiftRecord }>(text, values)).rows.map((row) => row.doc);

/** The sites of these shifts (and of `std`), for share: a table of their own too (their existence, their names). */
const withSites = async (client: Client, appId: string, shifts: ShiftRecord[], std?: string) => ({
  shifts,
  sites: await sitesOf(client, appId, [
    ...new Set([...(std === undefined ? [] : [std]), ...shifts.map((shift) => shift.std)]),
  ]),
});

/** A shift's add: its site's shifts, under the site's lock of its shifts, and the site. */
export const readingSiteShifts =
  (appId: string, std: string): PrepareWrite =>
  async (client) => {
    await client.query(`SELECT ${LOCK('$2')}`, [appId, std]);
    return withSites(client, appId, await docs(client, SITE_SHIFTS, [appId, std]), std);
  };

/** A shift's change or removal: the shifts of its site, under the site's lock of its shifts. */
export const readingShiftSite =
  (appId: string, sftd: string): PrepareWrite =>
  async (client) => {
    const { rows } = await client.query<{ std: string }>(LOCK_SITE_OF, [appId, sftd]);
    const std = rows[0]?.std;
    return withSites(client, appId, std === undefined ? [] : await docs(client, SITE_SHIFTS, [appId, std]));
  };

/** A site's removal: its shifts, locked (they are removed with it). */
export const lockingSiteShifts =
  (appId: string, std: string): PrepareWrite =>
  async (client) => ({ shifts: await docs(client, `${SITE_SHIFTS} FOR UPDATE`, [appId, std]) });

/** A setup write naming a shift: its row, for share. */
export const readingShift =
  (appId: string, sftd: string): PrepareWrite =>
  async (client) =>
    withSites(client, appId, await docs(client, `${SHIFT_OF_APP} FOR SHARE`, [appId, sftd]));

/** The app's shifts (whether the demo's app is set up already). */
export const readingAppShifts =
  (appId: string): PrepareWrite =>
  async (client) => ({ shifts: await docs(client, APP_SHIFTS, [appId]), sites: await readSites(client, appId) });
