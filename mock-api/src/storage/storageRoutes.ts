/**
 * The storage emulation, mounted at /storage (links.ts): an Azure-blob-like store for the
 * employee photos, reached straight from the browser.
 *   PUT  /faces/<rcdd>/<file>?sig=<token>&blockid=<n>  stage block n (0..15, at most 1 MiB, raw bytes)
 *        201 OK; 403 INVALID_SIGNATURE (wrong sig or unknown upload) or LINK_EXPIRED;
 *        409 BLOB_COMMITTED; 400 INVALID_BLOCK_ID or EMPTY_BLOCK; 413 BLOCK_TOO_LARGE;
 *        with a bucket (S3_BUCKET) 307 to the block's presigned URL, the bucket answering the PUT
 *        (blockRedirect.ts)
 *   GET  /faces/<rcdd>/<file>  the committed JPEG (HEAD too); 404 NOT_FOUND when not committed;
 *        from the bucket too: the link stays the API's, read through it (see below)
 * Errors answer JSON { status }. The commit itself is an API call (the confirm calls).
 */
import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'json-server';
import { Status } from '../contract';
import type { PhotoPart } from '../face/storage/photoParts';
import { MAX_BLOCK_BYTES, MAX_BLOCKS, isOpen, signatureMatches } from '../face/uploads';
import { sendJson } from '../http/respond';
import type { RouteContext } from '../routes/context';
import type { PhotoUploadRecord } from '../store/types';
import { blockRedirect } from './blockRedirect';
import { parseBlobPath } from './links';
import { readRawBody } from './rawBody';
import { STORAGE_METHODS } from './storageCors';
import { StorageStatus } from './storageStatus';

interface Target {
  rcdd: string;
  part: PhotoPart;
}

const BLOCK_ID = /^\d{1,2}$/;

const blockIdOf = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || !BLOCK_ID.test(value)) return undefined;
  const index = Number(value);
  return index < MAX_BLOCKS ? index : undefined;
};

type Writable = { ok: true; upload: PhotoUploadRecord } | { ok: false; http: number; status: StorageStatus };

/** The upload a write to the target goes to (read through the faces repository), or why the write is refused now. */
async function writable(ctx: RouteContext, { rcdd, part }: Target, sig: unknown): Promise<Writable> {
  const upload = await ctx.repos.faces.uploadById(rcdd);
  if (!upload || typeof sig !== 'string' || !signatureMatches(upload, sig))
    return { ok: false, http: 403, status: StorageStatus.INVALID_SIGNATURE };
  if (!isOpen(upload, ctx.now())) return { ok: false, http: 403, status: StorageStatus.LINK_EXPIRED };
  if (upload[part]) return { ok: false, http: 409, status: StorageStatus.BLOB_COMMITTED };
  return { ok: true, upload };
}

async function putBlock(ctx: RouteContext, req: Request, res: Response, target: Target): Promise<void> {
  const write = await writable(ctx, target, req.query.sig);
  if (!write.ok) return sendJson(res, write.http, { status: write.status });
  const index = blockIdOf(req.query.blockid);
  if (index === undefined) return sendJson(res, 400, { status: StorageStatus.INVALID_BLOCK_ID });
  const direct = await blockRedirect(ctx, req, write.upload, { ...target, index });
  if (direct.kind === 'refused') return sendJson(res, direct.http, { status: direct.status });
  if (direct.kind === 'redirect') {
    res.set('Location', direct.url);
    res.set('Cache-Control', 'no-store');
    res.status(307);
    const raw: ServerResponse = res;
    raw.end();
    return;
  }

  const body = await readRawBody(req, MAX_BLOCK_BYTES);
  if (!body.ok) return sendJson(res, 413, { status: StorageStatus.BLOCK_TOO_LARGE });
  if (body.bytes.length === 0) return sendJson(res, 400, { status: StorageStatus.EMPTY_BLOCK });
  // The upload may have been committed or have expired while the body came in.
  const late = await writable(ctx, target, req.query.sig);
  if (!late.ok) return sendJson(res, late.http, { status: late.status });

  await ctx.photos.stageBlock(target.rcdd, target.part, index, body.bytes);
  sendJson(res, 201, { status: Status.OK });
}

/**
 * A committed part, read from the storage and sent on (a bucket's too, rather than a redirect
 * to a presigned GET): the link the API hands out names one photo for good and is cached as
 * such, while a presigned URL expires (a week at most); whether the photo may still be read is
 * decided by the records at each request; and a photo is small (at most 16 blocks, a few
 * hundred KB in practice).
 */
async function getBlob(ctx: RouteContext, req: Request, res: Response, { rcdd, part }: Target): Promise<void> {
  const committed = (await ctx.repos.faces.uploadById(rcdd))?.[part];
  const bytes = committed ? await ctx.photos.read(rcdd, part) : undefined;
  if (!bytes) return sendJson(res, 404, { status: Status.NOT_FOUND });

  const etag = `"${rcdd}-${part}-${bytes.length}"`;
  res.set('ETag', etag);
  // The bytes behind a link never change (a new photo has a new rcdd); personal data: private caches only.
  res.set('Cache-Control', 'private, max-age=31536000, immutable');
  res.set('X-Content-Type-Options', 'nosniff');
  const raw: ServerResponse = res;
  if (req.get('if-none-match') === etag) {
    res.status(304);
    raw.end();
    return;
  }
  res.set('Content-Type', 'image/jpeg');
  res.set('Content-Length', String(bytes.length));
  res.status(200);
  if (req.method === 'HEAD') raw.end();
  else raw.end(bytes);
}

/** The storage's handler (mount at STORAGE_MOUNT, after the store sync). */
export function storageRoutes(ctx: RouteContext): RequestHandler {
  return (req, res, next) => {
    const target = parseBlobPath(req.path);
    if (!target) return sendJson(res, 404, { status: Status.NOT_FOUND });
    if (req.method === 'PUT') {
      putBlock(ctx, req, res, target).catch(next);
      return;
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      getBlob(ctx, req, res, target).catch(next);
      return;
    }
    res.set('Allow', STORAGE_METHODS);
    sendJson(res, 405, { status: StorageStatus.METHOD_NOT_ALLOWED });
  };
}
