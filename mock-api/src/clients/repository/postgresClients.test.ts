/**
 * The clients repository's SQL reads answer what the embedded reads answer, on the same records:
 * one PostgreSQL store (a private server started here), read once through its state (the embedded
 * repository) and once through SQL (the PostgreSQL repository). The records are made to catch the
 * differences that matter: names in any case and accent that tie at base strength, a status that
 * is "5" and not 5, types of another app with the same tpd, sites of another app naming the
 * app's clients, timesheet hours of every kind Number() reads (strings with white space, 0x,
 * exponents out of range, true, arrays, garbage), rosters' hours on the clients' sites (and on
 * another app's site of the same sd), both added in an order that shows in the last digit; and a
 * second app whose records must not show.
 */
import { ClientFilter, ClientStatus } from '../../contract';
import type { PostgresStore } from '../../store/postgres/postgresStore';
import { hoursRoster } from '../../rosters/calculation/testing/processingRoster';
import type { ClientRecord, ClientTypeRecord, SiteRecord } from '../../store/types';
import { nextId } from '../../store/types';
import { demo } from '../../testing/harness';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { EmbeddedClients } from './embeddedClients';
import { PostgresClients } from './postgresClients';

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const OTHER_APP = 'otherAppForTheTest';
const NAMES = ['acme', 'Acme', 'ÁCME', 'Émile', 'emile', 'zebra', 'Zoë', 'zoe', 'beta', 'Beta  Co', 'ça', 'Ça va'];

/**
 * One client's timesheet hours each, so that a difference names its value: Number() of each, counted
 * when finite.
 */
const HOURS: unknown[] = [
  8,
  7.5,
  '12',
  '  3.5\n',
  '\u00a0\u2003 7 \ufeff',
  '0x1F',
  '0o17',
  '0b101',
  '1e3',
  '5.',
  '.5',
  '+2',
  '-0',
  '',
  '   ',
  'not a number',
  '12px',
  '1_000',
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  '1e-400',
  '4.9e-324',
  '1.7976931348623157e308',
  '0x' + 'f'.repeat(300),
  '-0x10',
  null,
  true,
  false,
  [],
  [2],
  ['4 '],
  [[6]],
  [true],
  [null],
  [1, 2],
  {},
  { hours: 3 },
  undefined,
];

let store: PostgresStore;
let sql: PostgresClients;
/** The embedded repository over everything the database holds now (the rosters' table too). */
const embedded = async (): Promise<EmbeddedClients> => new EmbeddedClients(await processes.wholeState(store));

type Loose = Record<string, unknown>;

/** The app's clients (and another app's), types, sites, rosters and timesheets. */
async function writeRecords(): Promise<void> {
  await store.update((draft) => {
    const loose = draft as unknown as Record<string, Loose[] | undefined>;
    const timesheets = (loose.timesheets ??= []);
    // Above the seed's (the client types and clients are tables of their own: the state holds none on PostgreSQL).
    let typeId = Math.max(100, nextId(draft.client_types));
    let clientId = Math.max(100, nextId(draft.clients));
    let siteId = nextId(draft.sites);
    let rosterId = 1;
    const addRoster = (appId: string, std: string, hours: number): void => {
      draft.rosters.push(hoursRoster(rosterId++, appId, std, hours));
    };
    let timesheetId = nextId(timesheets as { id: number }[]);

    const addType = (appId: string, tpd: string, name: string): ClientTypeRecord => {
      const type = { id: typeId++, tpd, app_id: appId, name };
      draft.client_types.push(type);
      return type;
    };
    // The app's types, in names that tie; another app's type with a tpd the app uses too (its name must not show).
    const types = ['Retail  x', 'retail X', 'Ágri', 'agri', 'Mining'].map((name, i) => addType(APP, `ty${i}`, name));
    addType(OTHER_APP, 'ty1', 'Not this one');
    addType(OTHER_APP, 'tyOther', 'Other type');

    const addClient = (appId: string, i: number, fields: Partial<ClientRecord> = {}): ClientRecord => {
      const client: ClientRecord = {
        id: clientId++,
        cntd: `c${appId.slice(0, 3)}${i}`,
        app_id: appId,
        name: `${NAMES[i % NAMES.length]!}${i % 5 === 0 ? '' : ` ${Math.floor(i / NAMES.length)}`}`,
        clnt_tpd: i % 7 === 6 ? 'unknownType' : (types[i % types.length]?.tpd ?? ''),
        dt_started: i % 2 === 0 ? '2026-01-05' : '2025-11-03T08:00:00.000Z',
        clnt_status: i % 3 === 0 ? ClientStatus.DEACTIVATED : ClientStatus.ACTIVE,
        ...fields,
      };
      draft.clients.push(client);
      return client;
    };
    const own = Array.from({ length: HOURS.length + 6 }, (_, i) => addClient(APP, i));
    // 10 is not 5: the client is not active.
    own.push(addClient(APP, 900, { name: 'Stringly active', clnt_status: ClientStatus.DEACTIVATED }));
    own.push(addClient(APP, 901, { name: 'ACME', clnt_tpd: 'tyOther' }));
    const others = Array.from({ length: 4 }, (_, i) => addClient(OTHER_APP, i, { clnt_tpd: 'tyOther' }));

    // The state's own site, not a draft: a new record must hold no draft (its place is an object).
    const template = store.data.sites.find((site) => site.app_id === APP)!;
    const addSite = (appId: string, sd: string, clnt: unknown): SiteRecord => {
      const site = { ...template, id: siteId++, sd, app_id: appId, name: sd, clnt: clnt as string };
      draft.sites.push(site);
      return site;
    };
    own.forEach((client, i) => {
      for (let n = 0; n < i % 4; n += 1) addSite(APP, `s${i}_${n}`, client.cntd);
    });
    // Another app's sites naming the app's clients count for nobody here; a number is not the cntd.
    addSite(OTHER_APP, 'sOther1', own[1]!.cntd);
    addSite(OTHER_APP, 'sOther2', others[0]!.cntd);
    addSite(APP, 'sNumber', 12345);
    own.push(addClient(APP, 902, { cntd: '12345', name: 'Numbered' }));

    const addHours = (id: number, cntd: unknown, hours: unknown): void => {
      const record: Loose = { id, cntd };
      if (hours !== undefined) record.hours = hours;
      timesheets.push(record);
    };
    HOURS.forEach((hours, i) => addHours(timesheetId++, own[HOURS.length - 1 - i]!.cntd, hours));
    // Each client with sites: a roster on each of its sites.
    own.forEach((_client, i) => {
      for (let n = 0; n < i % 4; n += 1) addRoster(APP, `s${i}_${n}`, 8 + i / 4 + n);
    });
    // Doubles whose sum shows the order they are added in: (0.1 + 0.2) + 0.3 is not 0.1 + (0.2 + 0.3).
    const ordered = own[HOURS.length]!;
    addSite(APP, 'sOrdered', ordered.cntd);
    for (const hours of [0.1, 0.2, 0.3, 0.7, 1e-17, 1]) addRoster(APP, 'sOrdered', hours);
    for (const hours of [1, 1e-16, 1e-16, 0.1]) addHours(timesheetId++, ordered.cntd, hours);
    // Another app's roster on a site of the same sd as the app's counts for nobody here; nor does one on the
    // app's site naming a client by a number.
    addRoster(OTHER_APP, 's1_0', 100);
    addRoster(APP, 'sNumber', 1000);
    // Timesheets carry no app: another app's timesheet naming the app's client counts for it.
    timesheets.push({ id: timesheetId++, cntd: others[0]!.cntd, hours: 9 });
  });
}

beforeAll(async () => {
  store = await processes.store();
  sql = new PostgresClients(store, processes.pool());
  await writeRecords();
}, 60_000);

const FILTERS = [ClientFilter.ALL, ClientFilter.ACTIVE, ClientFilter.DEACTIVATED];
const SCOPES = ['all', ['s1_0', 's2_1', 's3_2', 'sOther1', 'sNumber'], [], ['sOther1']] as const;

/** Every read of both apps through a repository. */
async function readAll(repository: EmbeddedClients | PostgresClients) {
  const reads: Record<string, unknown> = {};
  for (const appId of [APP, OTHER_APP, 'noSuchApp']) {
    for (const flt of FILTERS) reads[`list ${appId} ${flt}`] = await repository.list(appId, flt);
    for (const [i, scope] of SCOPES.entries()) reads[`lookup ${appId} ${i}`] = await repository.lookup(appId, scope);
    reads[`types ${appId}`] = await repository.types(appId);
  }
  for (const client of (await processes.wholeState(store)).data.clients) {
    reads[`shown ${client.cntd}`] = await repository.shown(APP, client.cntd);
  }
  reads['shown unknown'] = await repository.shown(APP, 'unknown');
  return reads;
}

describe('the PostgreSQL clients repository answers as the embedded one', () => {
  it('lists each filter, looks up, lists the types and shows each client alike', async () => {
    const expected = await readAll(await embedded());
    expect(await readAll(sql)).toEqual(expected);
  });

  it('has records that mean something: ties, totals of every kind, and nothing of the other app', async () => {
    const all = await sql.list(APP, ClientFilter.ALL);
    expect(all.map((client) => client.record.app_id)).toEqual(all.map(() => APP));
    expect(all.filter((client) => client.totals.sites > 0).length).toBeGreaterThan(10);
    expect(all.filter((client) => client.typeName === '').length).toBeGreaterThan(2);
    expect(all.filter((client) => client.totals.rosterHours > 0).length).toBeGreaterThan(10);
    const ordered = all.find((client) => client.record.cntd === `c${APP.slice(0, 3)}${HOURS.length}`)!;
    expect(ordered.totals.rosterHours).toBe(0.1 + 0.2 + 0.3 + 0.7 + 1e-17 + 1);
    expect(ordered.totals.timesheetHours).toBe(1 + 1e-16 + 1e-16 + 0.1);
    expect(await sql.list(APP, ClientFilter.ACTIVE)).not.toContainEqual(
      expect.objectContaining({ record: expect.objectContaining({ name: 'Stringly active' }) }),
    );
  });

  it('sees each write at once, on every read', async () => {
    const { clients } = (await processes.wholeState(store)).data;
    const client = clients.find((candidate) => candidate.app_id === APP && candidate.cntd.endsWith('3'))!;
    expect(await sql.remove(APP, client.cntd)).toBe('in-use');
    expect(await sql.setStatus(APP, client.cntd, ClientStatus.DEACTIVATED)).toBe(true);
    const added = await sql.add(
      APP,
      { name: 'Émile  0', clnt_tpd: 'ty3', dt_started: '2026-03-01' },
      ClientStatus.ACTIVE,
    );
    expect(added.status).toBe('added');
    expect(await sql.renameType(APP, 'ty0', 'AGRÍ')).toBe('renamed');
    await store.update((draft) => {
      draft.sites = draft.sites.filter((site) => site.sd !== 's3_0');
      draft.rosters.push(hoursRoster(99_999, APP, 's7_0', 2.25));
    });
    expect(await readAll(sql)).toEqual(await readAll(await embedded()));
  });
});
