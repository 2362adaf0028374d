/**
 * The positions repository's SQL reads answer what the embedded reads answer, on the same records:
 * one PostgreSQL store (a private server started here), read once whole (the embedded repository over every
 * record the database holds) and once through SQL (the PostgreSQL repository). The records are made to catch the
 * differences that matter: names in any case and accent that tie at base strength (the id then
 * decides), an rld the other app uses too, and a second app whose records must not show.
 */
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { PositionRecord } from '../../store/types';
import { nextId } from '../../store/types';
import { demo } from '../../testing/harness';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { EmbeddedPositions } from './embeddedPositions';
import { PostgresPositions } from './postgresPositions';
import { testShiftPosition } from '../../testing/testShiftPosition';

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const OTHER_APP = 'otherAppForTheTest';
const NAMES = ['guard', 'Guard', 'GUÁRD', 'Émile', 'emile', 'Zoë', 'zoe', 'beta', 'Beta  x', 'ça', 'Ça va', 'a', 'Z'];
const NO_DAYS = { mon: 0, tue: 0, wed: 0, thu: 0, fri: 0, sat: 0, sun: 0, hld: 0 } as const;

let store: PostgresStore;
/** The embedded repository over everything the database holds now (the positions' table too). */
const embedded = async (): Promise<EmbeddedPositions> => new EmbeddedPositions(await processes.wholeState(store));
let sql: PostgresPositions;

/** The app's positions (and another app's), in an order that is not the list's. */
async function writeRecords(): Promise<void> {
  await store.update((draft) => {
    let id = nextId(draft.positions);
    const add = (appId: string, i: number, fields: Partial<PositionRecord> = {}): void => {
      draft.positions.push({
        id: id++,
        rld: `r${appId.slice(0, 3)}${i}`,
        app_id: appId,
        name: NAMES[(i * 5) % NAMES.length]!,
        abbr: `A${i}`,
        m_hrs: i,
        w_hrs: 40,
        d_hrs: 8,
        ...NO_DAYS,
        mon: (i % 2) as 0 | 1,
        ...fields,
      });
    };
    for (let i = 0; i < NAMES.length * 2; i += 1) add(APP, i);
    for (let i = 0; i < 4; i += 1) add(OTHER_APP, i, { name: `Other ${i}` });
    // The same rld in both apps: each app sees its own.
    add(OTHER_APP, 900, { rld: `r${APP.slice(0, 3)}3`, name: 'Not this one' });
  });
}

beforeAll(async () => {
  store = await processes.store();
  sql = new PostgresPositions(store, processes.pool());
  await writeRecords();
}, 60_000);

/** Every read of both apps through a repository. */
async function readAll(repository: EmbeddedPositions | PostgresPositions) {
  const reads: Record<string, unknown> = {};
  for (const appId of [APP, OTHER_APP, 'noSuchApp']) {
    reads[`list ${appId}`] = await repository.list(appId);
    for (const position of [...(await processes.wholeState(store)).data.positions, { rld: 'unknown' }]) {
      reads[`find ${appId} ${position.rld}`] = await repository.find(appId, position.rld);
    }
  }
  return reads;
}

describe('the PostgreSQL positions repository answers as the embedded one', () => {
  it('lists and finds each position alike', async () => {
    const expected = await readAll(await embedded());
    expect(await readAll(sql)).toEqual(expected);
  });

  it('has records that mean something: ties by name decided by id, nothing of the other app', async () => {
    const listed = await sql.list(APP);
    expect(listed.map((position) => position.app_id)).toEqual(listed.map(() => APP));
    const guards = listed.filter((position) => position.name.toLowerCase().startsWith('gu'));
    expect(guards.length).toBeGreaterThan(3);
    expect(guards.map((position) => position.id)).toEqual(guards.map((position) => position.id).sort((a, b) => a - b));
    expect((await sql.find(APP, `r${APP.slice(0, 3)}3`))?.app_id).toBe(APP);
  });

  it('sees each write at once, on every read', async () => {
    const fields = { name: 'Émile  0', abbr: 'EM0', m_hrs: 1, w_hrs: 2, d_hrs: 3, ...NO_DAYS };
    const added = await sql.add(APP, fields);
    expect(added.status).toBe('added');
    expect(await sql.add(APP, { ...fields, name: 'Fresh', abbr: ' em0 ' })).toEqual({ status: 'name-or-abbr-taken' });
    const [first, second] = await sql.list(APP);
    expect(await sql.update(APP, first!.rld, { ...fields, name: 'zz last', abbr: 'ZZ' })).toBe('updated');
    expect(await sql.update(APP, second!.rld, { ...fields, name: 'ZZ LAST', abbr: 'Y' })).toBe('name-or-abbr-taken');
    expect(await sql.update(APP, 'unknown', fields)).toBe('no-position');
    await store.update((draft) => {
      draft.shift_positions.push(
        testShiftPosition(99_999, APP, { std: 'someSite', sftd: 'someShift', rld: second!.rld }),
      );
    });
    expect(await sql.remove(APP, second!.rld)).toBe('in-use');
    const third = (await sql.list(APP))[2]!;
    expect(await sql.remove(APP, third.rld)).toBe('removed');
    expect(await sql.remove(APP, third.rld)).toBe('no-position');
    expect(await readAll(sql)).toEqual(await readAll(await embedded()));
  });
});
