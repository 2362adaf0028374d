/**
 * The clients domain's migration on a database filled by the code before it (every client type and client a row of
 * store_records): each moves to its table with its id; of two of one app and public id the first written stays (the
 * one the calls found); one without a public id or an app is not kept, and a field of a type no call read becomes
 * what the calls read it as (no name, no type; a status that is no number: not active). The keys hold 'a public id
 * once per app', new records are numbered after the moved ones, and going down puts them back.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { clients, clientTypes } from '../store/postgres/clientRows';
import { readDocs } from '../store/postgres/typedTable';

jest.setTimeout(60_000);

const MIGRATION = '1767268800000_clients';

const postgres = useBarePostgres();

type Loose = Record<string, unknown>;

const type = (id: number, app_id: string, tpd: string, name = `Type ${id}`): Loose => ({ id, tpd, app_id, name });

const client = (id: number, app_id: string, cntd: string, fields: Loose = {}): Loose => ({
  id,
  cntd,
  app_id,
  name: `Client ${id}`,
  clnt_tpd: 'tA',
  dt_started: '2026-01-05',
  clnt_status: 5,
  ...fields,
});

const RETAIL = type(1, 'appA', 'tA', 'Retail');
const OTHER_APP_TYPE = type(2, 'appB', 'tA');
const SAME_TPD = type(3, 'appA', 'tA', 'Second with tA');
const NO_TPD = type(4, 'appA', '');

const ACME = client(1, 'appA', 'cA');
const OTHER_APP_CLIENT = client(2, 'appB', 'cA', { clnt_status: 10 });
const SAME_CNTD = client(3, 'appA', 'cA', { name: 'Second with cA' });
const LOOSE = client(4, 'appA', 'cB', { name: 5, clnt_tpd: null, clnt_status: '5', dt_started: undefined });
const NO_CNTD = client(5, 'appA', '');

it('moves the client types and clients to their tables and back, a public id once per app', async () => {
  const pool = postgres.pool();
  await fillBefore(postgres, MIGRATION, {
    client_types: [RETAIL, OTHER_APP_TYPE, SAME_TPD, NO_TPD],
    clients: [ACME, OTHER_APP_CLIENT, SAME_CNTD, LOOSE, NO_CNTD],
  } as unknown as Record<string, { id: number }[]>);

  migrate(postgres.url(), 'up', '1');
  expect(await storedDocs(pool, 'client_types')).toEqual([]);
  expect(await storedDocs(pool, 'clients')).toEqual([]);
  const types = [RETAIL, OTHER_APP_TYPE];
  expect(await readDocs(pool, clientTypes)).toEqual(types);
  const moved = [ACME, OTHER_APP_CLIENT, { ...LOOSE, name: '', clnt_tpd: '', dt_started: '', clnt_status: 10 }];
  expect(await readDocs(pool, clients)).toEqual(moved);
  const add = 'INSERT INTO clients (app_id, cntd, name, clnt_status) VALUES ($1, $2, $3, 5) RETURNING id';
  await expect(pool.query(add, ['appA', 'cA', 'Again'])).rejects.toMatchObject({ code: '23505' });
  const { rows } = await pool.query<{ id: number }>(add, ['appC', 'cA', 'Numbered after the moved ones']);
  expect(rows[0]!.id).toBeGreaterThan(5);
  await pool.query("DELETE FROM clients WHERE app_id = 'appC'");

  migrate(postgres.url(), 'down', '1');
  expect(await storedDocs(pool, 'client_types')).toEqual(types);
  expect(await storedDocs(pool, 'clients')).toEqual(moved);
});
