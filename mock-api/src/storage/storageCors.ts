/**
 * The storage's CORS preflight: the block uploads are PUTs with an octet-stream body, which the
 * API's own preflight (http/cors.ts: GET, POST) does not allow. Mounted on the storage path
 * before the API's CORS; other methods go on to it (it echoes the origin on every answer).
 */
import type { RequestHandler } from 'json-server';

export const STORAGE_METHODS = 'GET, HEAD, PUT, OPTIONS';

export const storagePreflight: RequestHandler = (req, res, next) => {
  if (req.method !== 'OPTIONS') return next();
  const origin = req.get('origin');
  res.set('Access-Control-Allow-Origin', origin ?? '*');
  res.set('Vary', 'Origin');
  if (origin) res.set('Access-Control-Allow-Credentials', 'true');
  res.set('Access-Control-Allow-Methods', STORAGE_METHODS);
  res.set('Access-Control-Allow-Headers', req.get('access-control-request-headers') ?? 'Content-Type');
  res.set('Access-Control-Max-Age', '600');
  if (req.get('access-control-request-private-network') === 'true') res.set('Access-Control-Allow-Private-Network', 'true');
  res.status(204).end();
};
