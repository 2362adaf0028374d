/**
 * The face repository's SQL reads answer what the embedded reads answer, on the same records: one
 * PostgreSQL store (a private server started here), read once through its state (the embedded
 * repository) and once through SQL (the PostgreSQL repository). The records are made to catch the
 * differences that matter: a part committed, null or missing (undefined is not null, so it counts
 * as committed for the links), two uploads of one rcdd (the first written answers), one rcdd in
 * two apps, expired uploads, and a second app whose records must not show.
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
let embedded: EmbeddedFaces;
let sql: PostgresFaces;

/** Two apps' uploads in every state a part can be in. */
async function writeRecords(): Promise<void> {
  await store.update((draft) => {
    let id = nextId(draft.photo_uploads);
    draft.employees.push(testEmployee(90_001, APP, 'fE1'));
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
    // Parts missing (not null): undefined is not null.
    add(APP, 'fE3', 'fU6');
    const missing = draft.photo_uploads.at(-1)! as Partial<PhotoUploadRecord>;
    delete missing.thumbnail;
    delete missing.image;
    add(APP, 'fE3', 'fU6', { thumbnail: PART });
    add(OTHER_APP, 'fE1', 'fU7', { thumbnail: PART, image: PART });
    add(OTHER_APP, 'fE9', 'fU1', { image: PART });
  });
}

beforeAll(async () => {
  store = await processes.store();
  embedded = new EmbeddedFaces(store);
  sql = new PostgresFaces(store, processes.pool());
  await writeRecords();
}, 60_000);

/** Every read of both apps through a repository. */
async function readAll(repository: FaceRepository) {
  const reads: Record<string, unknown> = {};
  const rcdds = [...new Set(store.data.photo_uploads.map((upload) => upload.rcdd)), 'unknown'];
  const emds = [...new Set(store.data.photo_uploads.map((upload) => upload.emd)), 'unknown'];
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
    const expected = await readAll(embedded);
    expect(await readAll(sql)).toEqual(expected);
  }, 60_000);

  it('has records that mean something: missing parts, the first of two, other apps', async () => {
    expect((await sql.committedUpload(APP, 'fE1', 'thumbnail'))?.rcdd).toBe('fU2');
    expect((await sql.committedUpload(APP, 'fE1', 'image'))?.rcdd).toBe('fU3');
    expect((await sql.committedUpload(APP, 'fE3', 'image'))?.rcdd).toBe('fU6');
    expect((await sql.upload(APP, 'fE3', 'fU6'))?.thumbnail).toBeUndefined();
    expect((await sql.uploadById('fU1'))?.app_id).toBe(APP);
    expect(await sql.upload(APP, 'fE9', 'fU1')).toBeUndefined();
  });

  it('sees each write at once, on every read', async () => {
    const rcdd = await sql.createUpload(APP, 'fE1', {
      token: 'x',
      created_at: 'a',
      expires_at: '2026-06-15T11:00:00.000Z',
    });
    expect(rcdd).toEqual(expect.any(String));
    expect(await sql.createUpload(APP, 'fNobody', { token: 'x', created_at: 'a', expires_at: 'b' })).toBeNull();
    expect(await sql.putFace(APP, 'fE1', [1], [2], 'now')).toBe(true);
    expect(await sql.putFace(APP, 'fNobody', [1], [2], 'now')).toBe(false);
    expect(await sql.commitPart((await sql.uploadById(rcdd!))!, 'thumbnail', PART)).toEqual(['fU2']);
    await sql.forgetStaleUploads(NOW_MS);
    expect(await sql.uploadById('fU4')).toBeUndefined();
    expect(await sql.uploadById('fU5')).toBeDefined();
    expect((await sql.committedUpload(APP, 'fE1', 'thumbnail'))?.rcdd).toBe(rcdd);
    expect(await readAll(sql)).toEqual(await readAll(embedded));
  }, 60_000);
});
