/**
 * Store writes' prepares that read the rosters (issue 33): on PostgreSQL the state holds none, so a write
 * that decides on rosters reads (and locks) the rows it decides on in its own transaction: an edit, a pin,
 * a publish or a calculation's outcome its roster; a start the rosters of its site around the period it
 * may take (those it claims, replaces or continues, locked) and the other sites' calculated rosters its
 * commitments read; a site's removal whether a roster is on it; a process that went away, the rosters it
 * was calculating. The embedded store holds every roster and never calls these.
 */
import type { PrepareWrite } from '../../store/dataStore';
import { rosterDoc } from '../../store/postgres/rosterRows';
import type { DbState, RosterRecord, ShiftRecord } from '../../store/types';
import { SHIFT_DOC } from '../../store/postgres/shiftRows';
import { sitesOf } from '../../sites/repository/readingSites';

type Client = Parameters<PrepareWrite>[0];

const rostersOf = async (client: Client, text: string, values: unknown[]): Promise<RosterRecord[]> =>
  (await client.query<{ doc: RosterRecord }>(text, values)).rows.map((row) => row.doc);

/** The shifts of these rosters (their names and times in the notices and the header: tables of their own, as the sites). */
const SHIFTS_OF = `SELECT ${SHIFT_DOC()} AS doc FROM shifts f
  JOIN unnest($1::text[], $2::text[]) AS k (app_id, sftd) ON f.app_id = k.app_id AND f.sftd = k.sftd
  ORDER BY f.id`;

/** Locked rosters with their shifts. */
async function withShifts(client: Client, rosters: RosterRecord[]): Promise<Partial<DbState>> {
  if (rosters.length === 0) return { rosters, shifts: [], sites: [] };
  const { rows } = await client.query<{ doc: ShiftRecord }>(SHIFTS_OF, [
    rosters.map((roster) => roster.app_id),
    rosters.map((roster) => roster.sftd),
  ]);
  const sites = (
    await Promise.all(
      [...new Set(rosters.map((roster) => roster.app_id))].map((appId) =>
        sitesOf(
          client,
          appId,
          rosters.filter((roster) => roster.app_id === appId).map((roster) => roster.std),
        ),
      ),
    )
  ).flat();
  return { rosters, shifts: rows.map((row) => row.doc), sites };
}

const LOCK_BY_ID = `SELECT ${rosterDoc('r')} AS doc FROM rosters r WHERE r.id = $1 FOR UPDATE`;
const LOCK_BY_RSTD = `SELECT ${rosterDoc('r')} AS doc FROM rosters r WHERE r.rstd = $1 FOR UPDATE`;
const LOCK_PROCESSING = `SELECT ${rosterDoc('r')} AS doc FROM rosters r WHERE r.status = 'Processing'
  ORDER BY r.id FOR UPDATE`;
/** The site's rosters overlapping $3 … $4, and the roster $5 of any period: a start's claims and history. */
const LOCK_SITE_AROUND = `SELECT ${rosterDoc('r')} AS doc FROM rosters r
  WHERE r.app_id = $1 AND r.std = $2 AND ((r.start_date <= $4::date AND r.end_date >= $3::date) OR r.rstd = $5)
  ORDER BY r.id FOR UPDATE`;
/** The other sites' calculated rosters overlapping $3 … $4: a start's commitments. */
const OTHER_SITES_CALCULATED = `SELECT ${rosterDoc('r')} AS doc FROM rosters r
  WHERE r.app_id = $1 AND r.std <> $2 AND r.status = 'Successful' AND r.result IS NOT NULL
    AND r.start_date <= $4::date AND r.end_date >= $3::date
  ORDER BY r.id`;
const ONE_OF_SITE = `SELECT ${rosterDoc('r')} AS doc FROM rosters r WHERE r.app_id = $1 AND r.std = $2 LIMIT 1`;

/** The roster with this id, locked, with its shift. */
export const lockingRoster =
  (rosterId: number): PrepareWrite =>
  async (client) =>
    withShifts(client, await rostersOf(client, LOCK_BY_ID, [rosterId]));

/** The roster with this public id, locked, with its shift. */
export const lockingRosterOfRstd =
  (rstd: string): PrepareWrite =>
  async (client) =>
    withShifts(client, await rostersOf(client, LOCK_BY_RSTD, [rstd]));

/** Every roster still calculating (of any app and process), locked, with their shifts. */
export const lockingProcessing = (): PrepareWrite => async (client) =>
  withShifts(client, await rostersOf(client, LOCK_PROCESSING, []));

export interface StartRosters {
  appId: string;
  std: string;
  /** The days any period the start may take covers, widened by the reach of its history and commitments (model/rostersWindow.ts). */
  window: { start: string; end: string };
  /** The roster a recalculation names ('' for none). */
  rstd: string;
}

/**
 * A start's rosters: the site's rosters overlapping the window and the roster it names (locked: the claim
 * and the history), and the other sites' calculated rosters overlapping it (the commitments).
 */
export const readingStartRosters =
  ({ appId, std, window, rstd }: StartRosters): PrepareWrite =>
  async (client) => {
    const values = [appId, std, window.start, window.end];
    const own = await rostersOf(client, LOCK_SITE_AROUND, [...values, rstd]);
    const others = await rostersOf(client, OTHER_SITES_CALCULATED, values);
    return { rosters: [...own, ...others].sort((a, b) => a.id - b.id) };
  };

/** One roster of the site, if any (whether the site is in use). */
export const readingSiteRoster =
  (appId: string, std: string): PrepareWrite =>
  async (client) => ({ rosters: await rostersOf(client, ONE_OF_SITE, [appId, std]) });

const EMPLOYEE_FROM = `SELECT ${rosterDoc('r')} AS doc FROM rosters r
  WHERE r.app_id = $1 AND r.employees @> ARRAY[$2::text] AND r.end_date >= $3::date ORDER BY r.id`;

/** The rosters the employee is on that end on `from` or later (a saved availability's Published periods). */
export const readingEmployeeRosters =
  (appId: string, emd: string, from: string): PrepareWrite =>
  async (client) => ({ rosters: await rostersOf(client, EMPLOYEE_FROM, [appId, emd, from]) });
