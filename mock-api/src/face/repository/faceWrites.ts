/**
 * The face domain's writes, the same on both stores: one store update each (one transaction on
 * PostgreSQL), deciding on the newest state inside it: a face or an upload is stored only for an
 * employee still there, a commit marks the part on the uploads as they are now, and the sweep
 * forgets the uploads stale in the newest state. (Commits and sweeps also run one at a time, with
 * the blobs: face/photoWork.ts.) On PostgreSQL the employee is read in the write's transaction
 * (employees/readingEmployees.ts), a commit reads and locks the employee's uploads (readingUploads.ts),
 * a face or descriptors replace the employee's row (one each), and the sweep is one statement
 * (postgresFaces.ts).
 */
import { newPublicId } from '../../apps/apps';
import { findEmployee } from '../../employees/employees';
import { readingEmployees } from '../../employees/readingEmployees';
import type { DataStore } from '../../store/dataStore';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import type { PhotoUploadRecord } from '../../store/types';
import { putFace } from '../faces';
import type { PhotoPart } from '../storage/photoParts';
import { isOpen } from '../uploads';
import { readingUploadsOf } from './readingUploads';
import type { CommittedPart, FaceRepository, NewUpload } from './faceRepository';

type Writes = Pick<FaceRepository, 'putFace' | 'putDescriptors' | 'createUpload' | 'commitPart' | 'forgetStaleUploads'>;

export class FaceWrites implements Writes {
  constructor(protected readonly store: DataStore) {}

  putFace(appId: string, emd: string, vector1: number[], vector2: number[], createdAt: string): Promise<boolean> {
    return this.store.update(
      (draft) => {
        // On the newest state: an employee deleted at once keeps no face.
        if (!findEmployee(baseOf(draft), appId, emd)) return false;
        putFace(draft, appId, emd, vector1, vector2, createdAt);
        return true;
      },
      readingEmployees([{ appId, emd }]),
    );
  }

  putDescriptors(appId: string, emd: string, descriptors: number[][], createdAt: string): Promise<boolean> {
    return this.store.update(
      (draft) => {
        if (!findEmployee(baseOf(draft), appId, emd)) return false;
        const earlier = draft.face_descriptors.find((record) => record.app_id === appId && record.emd === emd);
        const id = earlier?.id ?? nextId(draft.face_descriptors);
        draft.face_descriptors = draft.face_descriptors.filter((record) => record !== earlier);
        draft.face_descriptors.push({ id, app_id: appId, emd, descriptors, created_at: createdAt });
        return true;
      },
      readingEmployees([{ appId, emd }]),
    );
  }

  createUpload(appId: string, emd: string, upload: NewUpload): Promise<string | null> {
    return this.store.update(
      (draft) => {
        const newest = baseOf(draft);
        if (!findEmployee(newest, appId, emd)) return null;
        const rcdd = newPublicId(newest.photo_uploads.map((record) => record.rcdd));
        draft.photo_uploads.push({
          id: nextId(draft.photo_uploads),
          rcdd,
          app_id: appId,
          emd,
          token: upload.token,
          created_at: upload.created_at,
          expires_at: upload.expires_at,
          thumbnail: null,
          image: null,
        });
        return rcdd;
      },
      readingEmployees([{ appId, emd }]),
    );
  }

  commitPart(upload: PhotoUploadRecord, part: PhotoPart, declared: CommittedPart): Promise<string[]> {
    return this.store.update(
      (draft) => {
        const others: string[] = [];
        for (const record of draft.photo_uploads) {
          if (record.app_id !== upload.app_id || record.emd !== upload.emd) continue;
          if (record.rcdd === upload.rcdd) record[part] = { ...declared };
          else if (record[part]) {
            record[part] = null;
            others.push(record.rcdd);
          }
        }
        return others;
      },
      readingUploadsOf(upload.app_id, upload.emd),
    );
  }

  forgetStaleUploads(nowMs: number): Promise<void> {
    const stale = (upload: PhotoUploadRecord) => !isOpen(upload, nowMs) && !upload.thumbnail && !upload.image;
    return this.store.update((draft) => {
      if (baseOf(draft).photo_uploads.some(stale))
        draft.photo_uploads = draft.photo_uploads.filter((upload) => !stale(upload));
    });
  }
}
