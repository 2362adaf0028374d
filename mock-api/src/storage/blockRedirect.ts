/**
 * A block PUT to a storage that takes the bytes itself (the bucket): once the API has checked the
 * link (signature, expiry, not committed, block id) and the declared length, it answers 307 with
 * a presigned PUT URL of that block and length, and the browser sends the bytes straight to the
 * bucket (fetch repeats a PUT with its body on a 307). A request that declares no length
 * (a chunked body) is taken through the API as with the local folder.
 */
import type { Request } from 'json-server';
import { MAX_BLOCK_BYTES } from '../face/uploads';
import type { BlockTarget } from '../face/storage/photoStorage';
import type { PhotoUploadRecord } from '../store/types';
import type { RouteContext } from '../routes/context';
import { StorageStatus } from './storageStatus';

/** How long a block's presigned URL works (the browser follows it at once), at most until the upload expires. */
export const BLOCK_URL_SECONDS = 5 * 60;

export type BlockRedirect =
  | { kind: 'redirect'; url: string }
  | { kind: 'refused'; http: number; status: StorageStatus }
  | { kind: 'through-api' };

const DIGITS = /^\d+$/;

/** The Content-Length a request declares, or undefined (none, or a chunked body). */
const declaredLength = (req: Request): number | undefined => {
  const raw = req.headers['content-length'];
  return raw !== undefined && DIGITS.test(raw) ? Number(raw) : undefined;
};

export async function blockRedirect(
  ctx: RouteContext,
  req: Request,
  upload: PhotoUploadRecord,
  block: Omit<BlockTarget, 'size'>,
): Promise<BlockRedirect> {
  const size = declaredLength(req);
  if (size === undefined) return { kind: 'through-api' };
  if (size > MAX_BLOCK_BYTES) return { kind: 'refused', http: 413, status: StorageStatus.BLOCK_TOO_LARGE };
  if (size === 0) return { kind: 'refused', http: 400, status: StorageStatus.EMPTY_BLOCK };
  const secondsLeft = Math.ceil((Date.parse(upload.expires_at) - ctx.now()) / 1000);
  const url = await ctx.photos.blockUploadUrl(
    { ...block, size },
    Math.max(1, Math.min(BLOCK_URL_SECONDS, secondsLeft)),
  );
  return url ? { kind: 'redirect', url } : { kind: 'through-api' };
}
