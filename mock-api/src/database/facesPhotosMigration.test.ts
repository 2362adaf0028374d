/**
 * The face domain's migration on a database filled by the code before it (every face, set of descriptors and
 * photo upload a row of store_records): each moves to its table with its id; of two faces or sets of
 * descriptors of one employee the first stays; a record of an employee no longer there, or whose numbers are
 * not numbers, is not kept; of an employee's uploads each part stays committed on the first that has it. The
 * keys hold the rules, going down puts the records back, and removing an employee removes their rows.
 */
import { faceDescriptors, faces, photoUploads } from '../store/postgres/faceRows';
import { readDocs } from '../store/postgres/typedTable';
import type { FaceDescriptorRecord, FaceRecord, PhotoUploadRecord } from '../store/types';
import { useBarePostgres } from '../testing/services/barePostgres';
import { changeCounter, fillBefore, insertTestEmployees, storedDocs } from '../testing/services/beforeMigration';
import { migrate } from '../testing/services/migratedPostgres';

jest.setTimeout(60_000);

const MIGRATION = '1766232000000_faces-photos';
const AT = '2026-03-01T08:00:00.000Z';

const postgres = useBarePostgres();

const face = (id: number, app_id: string, emd: string, vector1: unknown = [0.25, -1.5e-7, 3]): FaceRecord =>
  ({ id, app_id, emd, vector1, vector2: [1, 2], created_at: AT }) as FaceRecord;
const row = (seed: number): number[] => Array.from({ length: 128 }, (_, i) => (seed * 1000 + i) / 997);
const descriptors = (id: number, app_id: string, emd: string, value: unknown = [row(1), row(2)]) =>
  ({ id, app_id, emd, descriptors: value, created_at: AT }) as FaceDescriptorRecord;
const committed = { size: 2048, width: 150, height: 150 };
const upload = (id: number, emd: string, fields: Partial<PhotoUploadRecord> = {}): PhotoUploadRecord => ({
  id,
  rcdd: `rc${id}`,
  app_id: 'appA',
  emd,
  token: `sha${id}`,
  created_at: AT,
  expires_at: '2026-03-01T09:00:00.000Z',
  thumbnail: null,
  image: null,
  ...fields,
});

const FACE = face(1, 'appA', 'e1');
const SECOND_FACE = face(2, 'appA', 'e1', [9]);
const GONE_FACE = face(3, 'appA', 'gone');
const NOT_NUMBERS = face(4, 'appA', 'e2', ['x']);
const DESCRIPTORS = descriptors(1, 'appA', 'e1');
const SHORT_ROWS = descriptors(2, 'appA', 'e2', [[1, 2, 3]]);
const OTHER_APP = descriptors(3, 'appB', 'e1');
const FIRST_THUMB = upload(1, 'e1', { thumbnail: committed });
const LATER_THUMB = upload(2, 'e1', { thumbnail: committed, image: { size: 9000, width: 300, height: 300 } });
const OPEN = upload(3, 'e2');

const stored = (collection: string): Promise<unknown[]> => storedDocs(postgres.pool(), collection);

it('moves the faces, descriptors and uploads to their tables and back, and removes them with their employee', async () => {
  await fillBefore(postgres, MIGRATION, {
    faces: [FACE, SECOND_FACE, GONE_FACE, NOT_NUMBERS],
    face_descriptors: [DESCRIPTORS, SHORT_ROWS, OTHER_APP],
    photo_uploads: [FIRST_THUMB, LATER_THUMB, OPEN],
  });
  const pool = postgres.pool();
  await insertTestEmployees(pool);

  migrate(postgres.url(), 'up', '1');
  const kept = {
    faces: [FACE],
    face_descriptors: [DESCRIPTORS, OTHER_APP],
    // The later upload's thumbnail gives way to the first's (the one the calls found); its image stays.
    photo_uploads: [FIRST_THUMB, { ...LATER_THUMB, thumbnail: null }, OPEN],
  };
  for (const collection of Object.keys(kept)) expect(await stored(collection)).toEqual([]);
  expect(await readDocs(pool, faces)).toEqual(kept.faces);
  expect(await readDocs(pool, faceDescriptors)).toEqual(kept.face_descriptors);
  expect(await readDocs(pool, photoUploads)).toEqual(kept.photo_uploads);
  // One committed thumbnail per employee (at the commit), one face per employee, an rcdd names one upload.
  await expect(
    pool.query(
      "UPDATE photo_uploads SET thumbnail_size = 1, thumbnail_width = 1, thumbnail_height = 1 WHERE rcdd = 'rc2'",
    ),
  ).rejects.toMatchObject({ code: '23P01' });
  await expect(
    pool.query(
      "INSERT INTO faces (app_id, emd, vector1, vector2, created_at) VALUES ('appA', 'e1', '{1}', '{1}', now())",
    ),
  ).rejects.toMatchObject({ code: '23505' });
  await expect(
    pool.query(`INSERT INTO photo_uploads (app_id, rcdd, emd, token, created_at, expires_at)
      VALUES ('appA', 'rc1', 'e2', 't', now(), now())`),
  ).rejects.toMatchObject({ code: '23505' });

  migrate(postgres.url(), 'down', '1');
  for (const [collection, records] of Object.entries(kept)) expect(await stored(collection)).toEqual(records);

  migrate(postgres.url(), 'up', '1');
  const before = await changeCounter(pool, 'appA', 'photo_uploads');
  await pool.query("DELETE FROM employees WHERE app_id = 'appA' AND emd = 'e1'");
  expect(await readDocs(pool, faces)).toEqual([]);
  expect(await readDocs(pool, faceDescriptors)).toEqual([OTHER_APP]);
  expect(await readDocs(pool, photoUploads)).toEqual([OPEN]);
  expect(await changeCounter(pool, 'appA', 'photo_uploads')).toBe(before + 1);
});
