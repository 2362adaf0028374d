/**
 * The face repository of the embedded store (json-server + lowdb, npm start's default): reads
 * from the store's state, as the face calls and the sweep did before the repository.
 */
import type { DbState, PhotoUploadRecord } from '../../store/types';
import { committedUpload } from '../photos';
import type { PhotoPart } from '../storage/photoParts';
import { findUpload, uploadById } from '../uploads';
import type { FaceRepository, UploadParts } from './faceRepository';
import { FaceWrites } from './faceWrites';

export class EmbeddedFaces extends FaceWrites implements FaceRepository {
  private get state(): DbState {
    return this.store.data;
  }

  upload(appId: string, emd: string, rcdd: string): Promise<PhotoUploadRecord | undefined> {
    return Promise.resolve(findUpload(this.state, appId, emd, rcdd));
  }

  uploadById(rcdd: string): Promise<PhotoUploadRecord | undefined> {
    return Promise.resolve(uploadById(this.state, rcdd));
  }

  committedUpload(appId: string, emd: string, part: PhotoPart): Promise<PhotoUploadRecord | undefined> {
    return Promise.resolve(committedUpload(this.state, appId, emd, part));
  }

  uploadParts(): Promise<UploadParts[]> {
    return Promise.resolve(this.state.photo_uploads);
  }
}
