/**
 * The face repository on PostgreSQL (DATABASE_URL): every read is SQL on the face domain's own tables
 * (faceSql.ts); writes are the store's transactions (faceWrites.ts) but the sweep, one statement.
 * Answers are the embedded repository's (postgresFaces.test.ts compares them).
 */
import type pg from 'pg';
import { namedQuery } from '../../repositories/namedQuery';
import { bumpChanges } from '../../store/postgres/appChanges';
import type { DataStore } from '../../store/dataStore';
import type { PhotoUploadRecord } from '../../store/types';
import type { PhotoPart } from '../storage/photoParts';
import type { FaceRepository, UploadParts } from './faceRepository';
import { FaceWrites } from './faceWrites';
import * as sql from './faceSql';

export class PostgresFaces extends FaceWrites implements FaceRepository {
  constructor(
    store: DataStore,
    private readonly pool: pg.Pool,
  ) {
    super(store);
  }

  async upload(appId: string, emd: string, rcdd: string): Promise<PhotoUploadRecord | undefined> {
    return (await this.docs<PhotoUploadRecord>(sql.UPLOAD, [appId, emd, rcdd]))[0];
  }

  async uploadById(rcdd: string): Promise<PhotoUploadRecord | undefined> {
    return (await this.docs<PhotoUploadRecord>(sql.UPLOAD_BY_ID, [rcdd]))[0];
  }

  async committedUpload(appId: string, emd: string, part: PhotoPart): Promise<PhotoUploadRecord | undefined> {
    return (await this.docs<PhotoUploadRecord>(sql.COMMITTED[part], [appId, emd]))[0];
  }

  uploadParts(): Promise<UploadParts[]> {
    return this.docs<UploadParts>(sql.UPLOAD_PARTS, []);
  }

  /** One statement: the uploads closed with no part committed go (no other write decides on them). */
  override async forgetStaleUploads(nowMs: number): Promise<void> {
    await this.pool.query(`${sql.FORGET_STALE} ${bumpChanges('photo_uploads', 'SELECT app_id FROM gone')}`, [
      new Date(nowMs).toISOString(),
    ]);
  }

  private async docs<D>(text: string, values: unknown[]): Promise<D[]> {
    const { rows } = await namedQuery<{ doc: D }>(this.pool, text, values);
    return rows.map((row) => row.doc);
  }
}
