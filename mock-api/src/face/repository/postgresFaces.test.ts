/**
 * The face repository's SQL reads answer what the embedded reads answer, on the same records: one
 * PostgreSQL store (a private server started here), read once through its state (the embedded
 * repository, over everything the database holds) and once through SQL (the PostgreSQL repository).
 * The records are made to catch the differences that matter: each part committed or not, on one
 * upload or two of an employee, expired uploads, one emd in two apps, and a second app whose records
 * must not show. (Since issue 33 the uploads are a table of their own: a part is committed or null,
 * an rcdd names one upload, an employee holds one committed part of each kind.)
 */
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { PhotoUploadRecord } from '../../store/types';
import { nextId } from '../../store/types';
import { demo } from '../../testing/harness';
import { testEmployee } from '../../testing/testEmployee';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { PHOTO_PARTS } from '../storage/photoParts';
import { EmbeddedFaces } from './embeddedFaces';
import type { FaceRepository } from './faceRepository';
import { PostgresFaces } from './postgresFaces';

const processes = usePostgresProcesses();
const APP = demo.app.appId;
const OTHER_APP = 'otherAppForTheTest';
const PART = { size: 10, width: 150, height: 150 };
const NOW_MS = Date.parse('2026-06-15T09:00:00.000Z');

let store: PostgresStore;
let sql: PostgresFaces;
/** The embedded repository over everything the database holds now (the uploads' table too). */
const embedded = async (): Promise<EmbeddedFaces> => new EmbeddedFaces(await processes.wholeState(store));
/** The uploads as the database holds them. */
const storedUploads = async (): Promise<PhotoUploadRecord[]> => (await processes.wholeState(store)).data.photo_uploads;

/** Two apps' uploads in every state a part can be in. */
async function writeRecords(): Promise<void> {
  await store.update((draft) => {
    let id = nextId(draft.photo_uploads);
    draft.employees.push(
      ...[
        [90_001, APP, 'fE1'],
        [90_002, APP, 'fE2'],
        [90_003, APP, 'fE3'],
        [90_004, OTHER_APP, 'fE1'],
        [90_005, OTHER_APP, 'fE9'],
      ].map(([n, app, emd]) => testEmployee(n as number, app as string, emd as string)),
    );
    const add = (app_id: string, emd: string, rcdd: string, fields: Partial<PhotoUploadRecord> = {}) =>
      draft.photo_uploads.push({
        id: id++,
        rcdd,
        app_id,
        emd,
        token: `t${id}`,
        created_at: '2026-06-15T08:00:00.000Z',
        expires_at: '2026-06-15T10:00:00.000Z',
        thumbnail: null,
        image: null,
        ...fields,
      });
    add(APP, 'fE1', 'fU1');
    add(APP, 'fE1', 'fU2', { thumbnail: PART });
    add(APP, 'fE1', 'fU3', { image: { ...PART, width: 300, height: 300 } });
    add(APP, 'fE2', 'fU4', { expires_at: '2026-06-14T10:00:00.000Z' });
    add(APP, 'fE2', 'fU5', { expires_at: '2026-06-14T10:00:00.000Z', thumbnail: PART });
    add(APP, 'fE3', 'fU6', { thumbnail: PART, image: PART });
    add(OTHER_APP, 'fE1', 'fU7', { thumbnail: PART, image: PART });
    add(OTHER_APP, 'fE9', 'fU8', { image: PART });
  });
}

beforeAll(async () => {
  store = await processes.store();
  sql = new PostgresFaces(store, processes.pool());
  await writeRecords();
}, 60_000);

/** Every read of both apps through a repository. */
async function readAll(repository: FaceRepository) {
  const reads: Record<string, unknown> = {};
  const uploads = await storedUploads();
  const rcdds = [...new Set(uploads.map((upload) => upload.rcdd)), 'unknown'];
  const emds = [...new Set(uploads.map((upload) => upload.emd)), 'unknown'];
  for (const rcdd of rcdds) reads[`by id ${rcdd}`] = await repository.uploadById(rcdd);
  for (const appId of [APP, OTHER_APP, 'noSuchApp']) {
    for (const emd of emds) {
      for (const part of PHOTO_PARTS)
        reads[`committed ${appId} ${emd} ${part}`] = await repository.committedUpload(appId, emd, part);
      for (const rcdd of rcdds) reads[`upload ${appId} ${emd} ${rcdd}`] = await repository.upload(appId, emd, rcdd);
    }
  }
  reads.parts = await repository.uploadParts();
  return reads;
}

describe('the PostgreSQL face repository answers as the embedded one', () => {
  it('finds each upload, each committed part and every upload for the sweep alike', async () => {
    const expected = await readAll(await embedded());
    expect(await readAll(sql)).toEqual(expected);
  }, 60_000);

  it('has records that mean something: each part on its upload, other apps', async () => {
    expect((await sql.committedUpload(APP, 'fE1', 'thumbnail'))?.rcdd).toBe('fU2');
    expect((await sql.committedUpload(APP, 'fE1', 'image'))?.rcdd).toBe('fU3');
    expect((await sql.committedUpload(APP, 'fE3', 'image'))?.rcdd).toBe('fU6');
    expect((await sql.upload(APP, 'fE3', 'fU6'))?.thumbnail).toEqual(PART);
    expect((await sql.uploadById('fU1'))?.app_id).toBe(APP);
    expect(await sql.upload(APP, 'fE9', 'fU8')).toBeUndefined();
    expect((await sql.committedUpload(OTHER_APP, 'fE1', 'thumbnail'))?.rcdd).toBe('fU7');
  });

  it('sees each write at once, on every read', async () => {
    const at = '2026-06-15T08:30:00.000Z';
    const rcdd = await sql.createUpload(APP, 'fE1', {
      token: 'x',
      created_at: at,
      expires_at: '2026-06-15T11:00:00.000Z',
    });
    expect(rcdd).toEqual(expect.any(String));
    expect(await sql.createUpload(APP, 'fNobody', { token: 'x', created_at: at, expires_at: at })).toBeNull();
    expect(await sql.putFace(APP, 'fE1', [1], [2], at)).toBe(true);
    expect(await sql.putFace(APP, 'fNobody', [1], [2], at)).toBe(false);
    // A second capture replaces the first: one face per employee.
    expect(await sql.putFace(APP, 'fE1', [3.25], [4], at)).toBe(true);
    expect((await processes.wholeState(store)).data.faces).toEqual([
      expect.objectContaining({ app_id: APP, emd: 'fE1', vector1: [3.25], vector2: [4] }),
    ]);
    expect(await sql.commitPart((await sql.uploadById(rcdd!))!, 'thumbnail', PART)).toEqual(['fU2']);
    await sql.forgetStaleUploads(NOW_MS);
    expect(await sql.uploadById('fU4')).toBeUndefined();
    expect(await sql.uploadById('fU5')).toBeDefined();
    expect((await sql.committedUpload(APP, 'fE1', 'thumbnail'))?.rcdd).toBe(rcdd);
    expect(await readAll(sql)).toEqual(await readAll(await embedded()));
  }, 60_000);
});
