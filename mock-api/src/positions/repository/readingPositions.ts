/**
 * What a position's write, and a shift position's add naming a position, read first on PostgreSQL (issue 33): the
 * positions have a table of their own (store/postgres/positionRows.ts) that a process does not hold. An add or a
 * change takes the app's advisory lock of its positions and reads them (two at once take a name or an abbreviation
 * once); a change or removal locks the position's row; a removal reads whether a shift position names it (read as
 * committed once the row is locked: a shift position's add locks the position's row for share first). What the records the process holds cannot say is answered by `inUse`; the
 * embedded store runs no prepare and answers from its state.
 */
import type { PrepareWrite } from '../../store/dataStore';
import { POSITION_DOC } from '../../store/postgres/positionRows';
import type { DbState, PositionRecord } from '../../store/types';
import { positionInUse } from '../positions';

type Client = Parameters<PrepareWrite>[0];

const LOCK_APP = `SELECT pg_advisory_xact_lock(hashtextextended('times.positions:' || $1, 0))`;

const APP_POSITIONS = `SELECT ${POSITION_DOC()} AS doc FROM positions p WHERE p.app_id = $1 ORDER BY p.id`;

const ONE = (lock: 'UPDATE' | 'SHARE') =>
  `SELECT ${POSITION_DOC()} AS doc FROM positions p WHERE p.app_id = $1 AND p.rld = $2 FOR ${lock}`;

/** A shift position (of any app, as positions.ts positionInUse reads them) naming the position. */
const SHIFT_POSITION_OF = `SELECT EXISTS (SELECT 1 FROM shift_positions s WHERE s.rld = $1) AS found`;

const docs = async (client: Client, text: string, values: unknown[]): Promise<PositionRecord[]> =>
  (await client.query<{ doc: PositionRecord }>(text, values)).rows.map((row) => row.doc);

/** What a position's write reads: the app's positions (`names`), or the one position `rld` (`inUse`). */
export class PositionReads {
  private used: boolean | undefined;

  constructor(private readonly scope: { appId: string; rld?: string; names?: true; inUse?: true }) {}

  /** A shift position names the position: as the prepare read it, or on the state. */
  inUse(newest: DbState, rld: string): boolean {
    return this.used ?? positionInUse(newest, rld);
  }

  readonly prepare: PrepareWrite = async (client) => {
    const { appId, rld, names, inUse } = this.scope;
    if (names) await client.query(LOCK_APP, [appId]);
    const one = rld === undefined ? [] : await docs(client, ONE('UPDATE'), [appId, rld]);
    const positions = names ? await docs(client, APP_POSITIONS, [appId]) : one;
    this.used =
      inUse && rld !== undefined
        ? (await client.query<{ found: boolean }>(SHIFT_POSITION_OF, [rld])).rows[0]!.found
        : false;
    return { positions };
  };
}

/** A shift position's add reads the position it names, locked for share. */
export const readingPosition =
  (appId: string, rld: string): PrepareWrite =>
  async (client) => ({ positions: await docs(client, ONE('SHARE'), [appId, rld]) });
