/**
 * The storage emulation, mounted at /storage (links.ts): an Azure-blob-like store for the
 * employee photos, reached straight from the browser.
 *   PUT  /faces/<rcdd>/<file>?sig=<token>&blockid=<n>  stage block n (0..15, at most 1 MiB, raw bytes)
 *        201 OK; 403 INVALID_SIGNATURE (wrong sig or unknown upload) or LINK_EXPIRED;
 *        409 BLOB_COMMITTED; 400 INVALID_BLOCK_ID or EMPTY_BLOCK; 413 BLOCK_TOO_LARGE
 *   GET  /faces/<rcdd>/<file>  the committed JPEG (HEAD too); 404 NOT_FOUND when not committed
 * Errors answer JSON { status }. The commit itself is an API call (the confirm calls).
 */
import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'json-server';
import { Status } from '../contract';
import type { PhotoPart } from '../face/blobStore';
import { MAX_BLOCK_BYTES, MAX_BLOCKS, blobStoreOf, isOpen, signatureMatches, uploadById } from '../face/uploads';
import { sendJson } from '../http/respond';
import type { RouteContext } from '../routes/context';
import { parseBlobPath } from './links';
import { readRawBody } from './rawBody';
import { STORAGE_METHODS } from './storageCors';

export const StorageStatus = {
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  LINK_EXPIRED: 'LINK_EXPIRED',
  BLOB_COMMITTED: 'BLOB_COMMITTED',
  INVALID_BLOCK_ID: 'INVALID_BLOCK_ID',
  EMPTY_BLOCK: 'EMPTY_BLOCK',
  BLOCK_TOO_LARGE: 'BLOCK_TOO_LARGE',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
} as const;

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

/** Why a write to the target is refused now, or undefined when it may go on. */
function refuseWrite(ctx: RouteContext, { rcdd, part }: Target, sig: unknown): [number, string] | undefined {
  const upload = uploadById(ctx.store.data, rcdd);
  if (!upload || typeof sig !== 'string' || !signatureMatches(upload, sig))
    return [403, StorageStatus.INVALID_SIGNATURE];
  if (!isOpen(upload, ctx.now())) return [403, StorageStatus.LINK_EXPIRED];
  if (upload[part]) return [409, StorageStatus.BLOB_COMMITTED];
  return undefined;
}

async function putBlock(ctx: RouteContext, req: Request, res: Response, target: Target): Promise<void> {
  const refused = refuseWrite(ctx, target, req.query.sig);
  if (refused) return sendJson(res, refused[0], { status: refused[1] });
  const index = blockIdOf(req.query.blockid);
  if (index === undefined) return sendJson(res, 400, { status: StorageStatus.INVALID_BLOCK_ID });

  const body = await readRawBody(req, MAX_BLOCK_BYTES);
  if (!body.ok) return sendJson(res, 413, { status: StorageStatus.BLOCK_TOO_LARGE });
  if (body.bytes.length === 0) return sendJson(res, 400, { status: StorageStatus.EMPTY_BLOCK });
  // The upload may have been committed or have expired while the body came in.
  const late = refuseWrite(ctx, target, req.query.sig);
  if (late) return sendJson(res, late[0], { status: late[1] });

  blobStoreOf(ctx).stageBlock(target.rcdd, target.part, index, body.bytes);
  sendJson(res, 201, { status: Status.OK });
}

function getBlob(ctx: RouteContext, req: Request, res: Response, { rcdd, part }: Target): void {
  const committed = uploadById(ctx.store.data, rcdd)?.[part];
  const bytes = committed ? blobStoreOf(ctx).read(rcdd, part) : undefined;
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
    if (req.method === 'GET' || req.method === 'HEAD') return getBlob(ctx, req, res, target);
    res.set('Allow', STORAGE_METHODS);
    sendJson(res, 405, { status: StorageStatus.METHOD_NOT_ALLOWED });
  };
}
