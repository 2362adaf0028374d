/**
 * The committed photo of an employee: the upload whose thumbnail (or image) is committed. Per
 * employee and part there is at most one (a commit drops the part of the other uploads).
 */
import type { DbState, PhotoUploadRecord } from '../store/types';
import type { PhotoPart } from './storage/photoParts';

/** The upload holding the employee's committed part, if any. */
export const committedUpload = (
  state: DbState,
  appId: string,
  emd: string,
  part: PhotoPart,
): PhotoUploadRecord | undefined =>
  state.photo_uploads.find((upload) => upload.app_id === appId && upload.emd === emd && upload[part] !== null);

/** The employee has a photo (hasImage 1 in the employee list and details): a committed thumbnail. */
export const hasPhoto = (state: DbState, appId: string, emd: string): boolean =>
  committedUpload(state, appId, emd, 'thumbnail') !== undefined;

/**
 * Forget an employee's face vectors and photo uploads (for the employee delete, inside its
 * store update). The blobs in the storage go with the next sweep (face/uploads.ts sweepUploads, also
 * run at start-up).
 */
export function forgetFaceOf(draft: DbState, appId: string, emd: string): void {
  const other = (record: { app_id: string; emd: string }) => record.app_id !== appId || record.emd !== emd;
  draft.faces = draft.faces.filter(other);
  draft.photo_uploads = draft.photo_uploads.filter(other);
}
