/**
 * What a client or client type write, and a site's add or change naming a client, read first on PostgreSQL (issue
 * 33): the client types and clients have tables of their own (store/postgres/clientRows.ts) that a process does not
 * hold. An add or a rename takes the app's advisory lock of its types (clients) and reads them (two at once take a
 * name once); a change of one locks its row; a type's removal reads whether a client of the app has it (a client's
 * add or change locks its type's row for share first, so the two wait on each other), a client's removal whether a
 * site names it or a timesheet refers to it (the sites are still the store's records, read as committed once the
 * row is locked: a site's add or change locks its client's row for share first). What the records the process holds
 * cannot say is answered by `inUse`; the embedded store runs no prepare and answers from its state.
 */
import type { PrepareWrite } from '../../store/dataStore';
import { CLIENT_DOC, CLIENT_TYPE_DOC } from '../../store/postgres/clientRows';
import type { ClientRecord, ClientTypeRecord, DbState } from '../../store/types';
import { clientInUse, clientTypeInUse, findClient } from '../clients';
import { SITE_ROWS } from '../../store/postgres/siteRows';

type Client = Parameters<PrepareWrite>[0];

const LOCK = `SELECT pg_advisory_xact_lock(hashtextextended($1 || $2, 0))`;

const APP_TYPES = `SELECT ${CLIENT_TYPE_DOC()} AS doc FROM client_types t WHERE t.app_id = $1 ORDER BY t.id`;

const ONE_TYPE = (lock: 'UPDATE' | 'SHARE') =>
  `SELECT ${CLIENT_TYPE_DOC()} AS doc FROM client_types t WHERE t.app_id = $1 AND t.tpd = $2 FOR ${lock}`;

const APP_CLIENTS = `SELECT ${CLIENT_DOC()} AS doc FROM clients c WHERE c.app_id = $1 ORDER BY c.id`;

const ONE_CLIENT = (lock: 'UPDATE' | 'SHARE') =>
  `SELECT ${CLIENT_DOC()} AS doc FROM clients c WHERE c.app_id = $1 AND c.cntd = $2 FOR ${lock}`;

const CLIENT_OF_TYPE = 'SELECT EXISTS (SELECT 1 FROM clients c WHERE c.app_id = $1 AND c.clnt_tpd = $2) AS found';

/** A site of the app naming the client, or a timesheet (of any app: they carry none) referring to it (clients.ts). */
const SITE_OR_TIMESHEET_OF_CLIENT = `SELECT EXISTS (
    SELECT 1 FROM ${SITE_ROWS} s WHERE s.app_id = $1 AND s.client_cntd = $2
  ) OR EXISTS (SELECT 1 FROM store_records h WHERE h.client_cntd = $2 AND h.collection = 'timesheets') AS found`;

const docs = async <T>(client: Client, text: string, values: unknown[]): Promise<T[]> =>
  (await client.query<{ doc: T }>(text, values)).rows.map((row) => row.doc);

const found = async (client: Client, text: string, values: unknown[]): Promise<boolean> =>
  (await client.query<{ found: boolean }>(text, values)).rows[0]!.found;

/** What a client type's write reads: the app's types (`names`), or the one type `tpd` (`inUse`: whether a client has it). */
export class ClientTypeReads {
  private used: boolean | undefined;

  constructor(private readonly scope: { appId: string; tpd?: string; names?: true; inUse?: true }) {}

  /** A client of the app has the type: as the prepare read it, or on the state. */
  inUse(newest: DbState, tpd: string): boolean {
    return this.used ?? clientTypeInUse(newest, this.scope.appId, tpd);
  }

  readonly prepare: PrepareWrite = async (client) => {
    const { appId, tpd, names, inUse } = this.scope;
    if (names) await client.query(LOCK, ['times.client_types:', appId]);
    const one = tpd === undefined ? [] : await docs<ClientTypeRecord>(client, ONE_TYPE('UPDATE'), [appId, tpd]);
    const types = names ? await docs<ClientTypeRecord>(client, APP_TYPES, [appId]) : one;
    this.used = inUse && tpd !== undefined ? await found(client, CLIENT_OF_TYPE, [appId, tpd]) : false;
    return { client_types: types };
  };
}

/**
 * What a client's write reads: the app's clients (`names`), or the one client `cntd`, its row locked (`inUse`:
 * whether a site or timesheet names it); the type it is given (`tpd`), locked for share.
 */
export class ClientReads {
  private used: boolean | undefined;

  constructor(private readonly scope: { appId: string; cntd?: string; tpd?: string; names?: true; inUse?: true }) {}

  /** A site or timesheet names the client: as the prepare read it, or on the state. */
  inUse(newest: DbState, cntd: string): boolean {
    if (this.used !== undefined) return this.used;
    const client = findClient(newest, this.scope.appId, cntd);
    return client !== undefined && clientInUse(newest, client);
  }

  readonly prepare: PrepareWrite = async (client) => {
    const { appId, cntd, tpd, names, inUse } = this.scope;
    if (names) await client.query(LOCK, ['times.clients:', appId]);
    const one = cntd === undefined ? [] : await docs<ClientRecord>(client, ONE_CLIENT('UPDATE'), [appId, cntd]);
    const clients = names ? await docs<ClientRecord>(client, APP_CLIENTS, [appId]) : one;
    const types = tpd === undefined ? [] : await docs<ClientTypeRecord>(client, ONE_TYPE('SHARE'), [appId, tpd]);
    this.used = inUse && cntd !== undefined ? await found(client, SITE_OR_TIMESHEET_OF_CLIENT, [appId, cntd]) : false;
    return { clients, client_types: types };
  };
}

/** A site's add or change reads the client it names, locked for share. */
export const readingClient =
  (appId: string, cntd: string): PrepareWrite =>
  async (client) => ({ clients: await docs<ClientRecord>(client, ONE_CLIENT('SHARE'), [appId, cntd]) });
