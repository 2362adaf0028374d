/**
 * A store write's prepare that reads an employee's photo uploads (issue 33): on PostgreSQL the state holds
 * none, so a commit reads and locks them in its transaction (two commits of one employee go one after the
 * other, the second seeing the first's part). The embedded store holds them and never calls it.
 */
import type { PrepareWrite } from '../../store/dataStore';
import type { PhotoUploadRecord } from '../../store/types';
import { LOCK_EMPLOYEE_UPLOADS } from './faceSql';

export const readingUploadsOf =
  (appId: string, emd: string): PrepareWrite =>
  async (client) => ({
    photo_uploads: (await client.query<{ doc: PhotoUploadRecord }>(LOCK_EMPLOYEE_UPLOADS, [appId, emd])).rows.map(
      (row) => row.doc,
    ),
  });
