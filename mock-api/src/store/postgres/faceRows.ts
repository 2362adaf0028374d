/**
 * The face domain's own tables (migrations/*_faces-photos.sql) as the store sees them: a store write's new or
 * changed faces and descriptors are upserted by their employee (one each), its uploads by their rcdd (a new one
 * numbered by the table), and the apps' counters moved. A commit reads and locks the employee's uploads first
 * (face/repository/readingUploads.ts); the sweep deletes the stale ones with its own statement.
 */
import type { FaceDescriptorRecord, FaceRecord, PhotoUploadRecord } from '../types';
import { upsertJson } from './jsonUpsert';
import { isoText, recordsOf } from './typedTable';
import type { TypedTable } from './typedTable';

/** The face row (alias f) as the API's record. */
export const FACE_DOC = `json_build_object('id', f.id, 'app_id', f.app_id, 'emd', f.emd, 'vector1', to_json(f.vector1),
  'vector2', to_json(f.vector2), 'created_at', ${isoText('f.created_at')})`;

/** The descriptors row (alias d) as the API's record. */
export const DESCRIPTORS_DOC = `json_build_object('id', d.id, 'app_id', d.app_id, 'emd', d.emd,
  'descriptors', to_json(d.descriptors), 'created_at', ${isoText('d.created_at')})`;

/** A committed part of the upload row (alias p), null until committed. */
const part = (name: 'thumbnail' | 'image'): string =>
  `CASE WHEN p.${name}_size IS NOT NULL THEN json_build_object('size', p.${name}_size, 'width', p.${name}_width,
    'height', p.${name}_height) END`;

/** The upload row (alias p) as the API's record. */
export const UPLOAD_DOC = `json_build_object('id', p.id, 'rcdd', p.rcdd, 'app_id', p.app_id, 'emd', p.emd,
  'token', p.token, 'created_at', ${isoText('p.created_at')}, 'expires_at', ${isoText('p.expires_at')},
  'thumbnail', ${part('thumbnail')}, 'image', ${part('image')})`;

type Client = Parameters<TypedTable['write']>[0];

/** A table whose rows a store write upserts (`own`: with the records' own ids, a test's snapshot). */
const upsertTable = <T>(
  table: 'faces' | 'face_descriptors' | 'photo_uploads',
  doc: string,
  alias: string,
  writeRows: (client: Client, records: readonly T[], own: boolean) => Promise<void>,
): TypedTable => {
  const typed: TypedTable = {
    collection: table,
    table,
    docs: `SELECT ${doc} AS doc FROM ${table} ${alias} ORDER BY ${alias}.id`,
    write: (client, changes) => writeRows(client, recordsOf<T>(typed, changes), false),
    restore: (client, records) => writeRows(client, records as T[], true),
  };
  return typed;
};

const withId = (id: number, own: boolean): number | null => (own ? id : null);

/** Faces and descriptors: one row per employee, a new capture replacing the columns it names. */
const perEmployee =
  <T extends { id: number }>(table: 'faces' | 'face_descriptors', vectors: readonly string[]) =>
  (client: Client, records: readonly T[], own: boolean) =>
    upsertJson(
      client,
      {
        table,
        columns: {
          app_id: 'text',
          emd: 'text',
          ...Object.fromEntries(vectors.map((name) => [name, 'double precision[]'])),
          created_at: 'timestamptz',
        },
        conflict: '(app_id, emd)',
        update: [...vectors, 'created_at'],
      },
      records.map((record) => ({ ...record, id: withId(record.id, own) })),
    );

export const faces = upsertTable<FaceRecord>('faces', FACE_DOC, 'f', perEmployee('faces', ['vector1', 'vector2']));

export const faceDescriptors = upsertTable<FaceDescriptorRecord>(
  'face_descriptors',
  DESCRIPTORS_DOC,
  'd',
  perEmployee('face_descriptors', ['descriptors']),
);

/** The columns of a committed part (null until committed). */
const partColumns = (name: 'thumbnail' | 'image', value: PhotoUploadRecord['thumbnail']) => ({
  [`${name}_size`]: value?.size ?? null,
  [`${name}_width`]: value?.width ?? null,
  [`${name}_height`]: value?.height ?? null,
});

const PARTS = ['thumbnail', 'image'].flatMap((name) => [`${name}_size`, `${name}_width`, `${name}_height`]);

/** Uploads by their rcdd: a commit changes only the parts. */
const writeUploads = (client: Client, records: readonly PhotoUploadRecord[], own: boolean) =>
  upsertJson(
    client,
    {
      table: 'photo_uploads',
      columns: {
        app_id: 'text',
        rcdd: 'text',
        emd: 'text',
        token: 'text',
        created_at: 'timestamptz',
        expires_at: 'timestamptz',
        ...Object.fromEntries(PARTS.map((name) => [name, 'integer'])),
      },
      conflict: '(rcdd)',
      update: PARTS,
    },
    records.map(({ id, rcdd, app_id, emd, token, created_at, expires_at, thumbnail, image }) => ({
      id: withId(id, own),
      rcdd,
      app_id,
      emd,
      token,
      created_at,
      expires_at,
      ...partColumns('thumbnail', thumbnail),
      ...partColumns('image', image),
    })),
  );

export const photoUploads = upsertTable<PhotoUploadRecord>('photo_uploads', UPLOAD_DOC, 'p', writeUploads);
