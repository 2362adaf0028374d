/**
 * The general repository's SQL reads answer what the embedded reads answer, on the same records:
 * one PostgreSQL store (a private server started here), read once through its state (the embedded
 * repository) and once through SQL (the PostgreSQL repository): the seed's countries in their
 * order, then with one added, one changed and one removed (a removed record must not show, and a
 * changed one keeps its place).
 */
import type { PostgresStore } from '../../store/postgres/postgresStore';
import { nextId } from '../../store/types';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { EmbeddedGeneral } from './embeddedGeneral';
import { PostgresGeneral } from './postgresGeneral';
import { contactRequests } from '../../store/postgres/contactRequestRows';
import type { ContactRequestRecord } from '../../store/types';

const processes = usePostgresProcesses();

let store: PostgresStore;
let embedded: EmbeddedGeneral;
let sql: PostgresGeneral;

beforeAll(async () => {
  store = await processes.store();
  embedded = new EmbeddedGeneral(store);
  sql = new PostgresGeneral(store, processes.pool());
}, 60_000);

describe('the PostgreSQL general repository answers as the embedded one', () => {
  it('lists the seed’s countries alike, in their order', async () => {
    const countries = await sql.countries();
    expect(countries.length).toBeGreaterThan(100);
    expect(countries).toEqual(await embedded.countries());
  });

  it('sees each write at once', async () => {
    await store.update((draft) => {
      const first = store.data.countries[0]!;
      draft.countries.push({ ...first, id: nextId(draft.countries), c_nm: 'Zzland' });
      draft.countries[1]!.c_nm = 'Renamed';
      draft.countries.splice(2, 1);
    });
    await sql.addContactRequest({
      name: 'A',
      surname: 'B',
      email: 'a@b.c',
      mobile: '1',
      product_id: 3,
      user_id: null,
      created_at: '2026-06-15T09:00:00.000Z',
    });
    // Its own table's row (issue 33: no process holds the requests).
    const { rows } = await processes.pool().query<{ doc: ContactRequestRecord }>(contactRequests.docs);
    expect(rows.at(-1)?.doc).toMatchObject({ name: 'A', user_id: null });
    expect(store.data.contact_requests).toEqual([]);
    const countries = await sql.countries();
    expect(countries.at(-1)?.c_nm).toBe('Zzland');
    expect(countries[1]?.c_nm).toBe('Renamed');
    expect(countries).toEqual(await embedded.countries());
  });
});
