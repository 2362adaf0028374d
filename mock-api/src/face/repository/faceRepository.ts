/**
 * The face domain's records (employees' photo uploads, their committed parts and their face
 * vectors), as the face calls and the photo sweep reach them: never the store object directly.
 * The blobs are the photo storage's (ctx.photos, face/storage/). Two implementations: the
 * embedded one over the store's state (embeddedFaces.ts) and PostgreSQL, whose reads are SQL on
 * indexed rows (postgresFaces.ts). Writes are the same on both: one store update each, deciding
 * on the newest state inside it (faceWrites.ts).
 */
import type { PhotoUploadRecord } from '../../store/types';
import type { PhotoPart } from '../storage/photoParts';

/** What the sweep reads of an upload: its id, its expiry and its committed parts. */
export type UploadParts = Pick<PhotoUploadRecord, 'rcdd' | 'expires_at' | 'thumbnail' | 'image'>;

export type CommittedPart = NonNullable<PhotoUploadRecord['thumbnail']>;

/** A new upload's secret and times. */
export interface NewUpload {
  /** The sha256 of the write token. */
  token: string;
  created_at: string;
  expires_at: string;
}

export interface FaceRepository {
  /** The employee's upload with that rcdd. */
  upload(appId: string, emd: string, rcdd: string): Promise<PhotoUploadRecord | undefined>;
  /** The upload with that rcdd, of any app (the upload's work, which the storage links name by rcdd). */
  uploadById(rcdd: string): Promise<PhotoUploadRecord | undefined>;
  /** The upload holding the employee's committed part (face/photos.ts committedUpload). */
  committedUpload(appId: string, emd: string, part: PhotoPart): Promise<PhotoUploadRecord | undefined>;
  /** Every upload of every app, as the sweep reads them (what the storage may keep). */
  uploadParts(): Promise<UploadParts[]>;

  /** Stores the employee's face vectors, replacing an earlier capture; false when the app has no such employee. */
  putFace(appId: string, emd: string, vector1: number[], vector2: number[], createdAt: string): Promise<boolean>;
  /** Stores the employee's face descriptors, replacing earlier ones; false when the app has no such employee. */
  putDescriptors(appId: string, emd: string, descriptors: number[][], createdAt: string): Promise<boolean>;
  /** Starts an upload for the employee: its rcdd; null when the app has no such employee. */
  createUpload(appId: string, emd: string, upload: NewUpload): Promise<string | null>;
  /** Marks the part of the upload committed and drops it from the employee's other uploads: their rcdds. */
  commitPart(upload: PhotoUploadRecord, part: PhotoPart, declared: CommittedPart): Promise<string[]>;
  /** Forgets the uploads expired at `nowMs` that committed nothing. */
  forgetStaleUploads(nowMs: number): Promise<void>;
}
