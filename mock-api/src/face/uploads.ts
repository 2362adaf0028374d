/**
 * Photo uploads, emulating a blob store with block uploads (spec 001 section 7: "Images are
 * uploaded in 1 MB blocks straight to a storage link, then committed"):
 *  1. the upload-links call creates a photo_uploads record (rcdd) with a secret write token and
 *     an expiry, and hands out one write link per part (thumbnail, image);
 *  2. the browser PUTs blocks 0, 1, 2… of each part to its link (storage/storageRoutes.ts);
 *  3. a confirm call commits a part: blocks 0..n-1 with no gap, exactly `size` bytes, a JPEG
 *     whose frame is width x height, and that is the part's fixed size (150x150, 300x300).
 * Per employee and part only the last committed blob is kept: a commit drops the same part of
 * the employee's other uploads. What no record names any more is swept from the storage
 * (ctx.photos: the local folder or the bucket, face/storage/). The records are reached through
 * the face repository (ctx.repos.faces, face/repository/).
 */
import { FaceCapture } from '../contract';
import type { RouteContext } from '../routes/context';
import { isoAt } from '../routes/context';
import { randomToken, sameText, sha256 } from '../security/tokens';
import type { DbState, PhotoUploadRecord } from '../store/types';
import type { UploadParts } from './repository/faceRepository';
import { readJpegSize } from './jpeg';
import { oneAtATime } from './photoWork';
import { PHOTO_PARTS } from './storage/photoParts';
import type { PhotoPart } from './storage/photoParts';

/** The frame each part must have (square, in pixels). */
export const PART_SIZE: Readonly<Record<PhotoPart, number>> = {
  thumbnail: FaceCapture.THUMB_SIZE,
  image: FaceCapture.IMAGE_SIZE,
};

/** Largest block a write link takes: the spec's block size (1 MiB). */
export const MAX_BLOCK_BYTES = FaceCapture.BLOCK_SIZE;
/** Blocks per part: block ids 0..15. */
export const MAX_BLOCKS = 16;

export type CommittedPart = NonNullable<PhotoUploadRecord['thumbnail']>;

/** Until its expiry an upload takes blocks and commits. */
export const isOpen = (upload: Pick<PhotoUploadRecord, 'expires_at'>, nowMs: number): boolean =>
  Date.parse(upload.expires_at) > nowMs;

export const findUpload = (state: DbState, appId: string, emd: string, rcdd: string): PhotoUploadRecord | undefined =>
  state.photo_uploads.find((upload) => upload.app_id === appId && upload.emd === emd && upload.rcdd === rcdd);

/** An upload by its id alone (the storage links carry no app or employee). */
export const uploadById = (state: DbState, rcdd: string): PhotoUploadRecord | undefined =>
  state.photo_uploads.find((upload) => upload.rcdd === rcdd);

/** Whether `sig` is the upload's write token (stored as its sha256 only). */
export const signatureMatches = (upload: PhotoUploadRecord, sig: string): boolean =>
  sameText(sha256(sig), upload.token);

/**
 * Start an upload for an employee: its rcdd and the clear write token (only the links carry it);
 * null when the app no longer has the employee (decided inside the write).
 */
export async function createUpload(
  ctx: RouteContext,
  appId: string,
  emd: string,
): Promise<{ rcdd: string; token: string } | null> {
  await sweepUploads(ctx);
  const token = randomToken(24);
  const now = ctx.now();
  const rcdd = await ctx.repos.faces.createUpload(appId, emd, {
    token: sha256(token),
    created_at: isoAt(now),
    expires_at: isoAt(now + ctx.config.uploadSeconds * 1000),
  });
  return rcdd === null ? null : { rcdd, token };
}

export type CommitResult = { ok: true } | { ok: false; reason: string };

const invalid = (reason: string): CommitResult => ({ ok: false, reason });

const sameDetails = (a: CommittedPart, b: CommittedPart): boolean =>
  a.size === b.size && a.width === b.width && a.height === b.height;

/**
 * Commit a part of an upload from its staged blocks. Repeating a commit with the same details
 * is OK (a retried request); anything that does not match is refused with the reason, and the
 * staged blocks stay until the upload expires, so a missing block can still be sent.
 */
export async function commitPart(
  ctx: RouteContext,
  upload: PhotoUploadRecord,
  part: PhotoPart,
  declared: CommittedPart,
): Promise<CommitResult> {
  const result = await oneAtATime(ctx.store, async () =>
    // The record as it is now: another commit may have gone through while this one waited.
    commitNow(ctx, (await ctx.repos.faces.uploadById(upload.rcdd)) ?? upload, part, declared),
  );
  if (result.ok) await sweepUploads(ctx);
  return result;
}

async function commitNow(
  ctx: RouteContext,
  upload: PhotoUploadRecord,
  part: PhotoPart,
  declared: CommittedPart,
): Promise<CommitResult> {
  const committed = upload[part];
  if (committed)
    return sameDetails(committed, declared) ? { ok: true } : invalid('the part is committed with other details');
  if (!isOpen(upload, ctx.now())) return invalid('the upload has expired');
  const expected = PART_SIZE[part];
  if (declared.width !== expected || declared.height !== expected)
    return invalid(`the ${part} must be ${expected}x${expected}`);

  const storage = ctx.photos;
  const bytes = await storage.joinStaged(upload.rcdd, part);
  if (!bytes) return invalid('blocks are missing');
  if (bytes.length !== declared.size) return invalid(`${bytes.length} bytes were uploaded, not ${declared.size}`);
  const frame = readJpegSize(bytes);
  if (!frame) return invalid('the blocks are not a JPEG');
  if (frame.width !== declared.width || frame.height !== declared.height)
    return invalid(`the JPEG is ${frame.width}x${frame.height}`);

  await storage.commit(upload.rcdd, part, bytes);
  const replaced = await ctx.repos.faces.commitPart(upload, part, declared);
  await storage.dropStaged(upload.rcdd, part);
  for (const rcdd of replaced) await storage.remove(rcdd, part);
  return { ok: true };
}

/**
 * Forget expired uploads that committed nothing, then remove from the storage what no record
 * names: blobs of no committed part, staged blocks of uploads that are gone or expired.
 */
export const sweepUploads = (ctx: RouteContext): Promise<void> => oneAtATime(ctx.store, () => sweepNow(ctx));

async function sweepNow(ctx: RouteContext): Promise<void> {
  const now = ctx.now();
  const faces = ctx.repos.faces;
  const stale = (upload: UploadParts) => !isOpen(upload, now) && !upload.thumbnail && !upload.image;
  let uploads = await faces.uploadParts();
  if (uploads.some(stale)) {
    await faces.forgetStaleUploads(now);
    uploads = await faces.uploadParts();
  }
  const committed = new Set<string>();
  const staging = new Set<string>();
  for (const upload of uploads) {
    for (const part of PHOTO_PARTS) if (upload[part]) committed.add(`${upload.rcdd}/${part}`);
    if (isOpen(upload, now)) staging.add(upload.rcdd);
  }
  await ctx.photos.sweep(committed, staging);
}
