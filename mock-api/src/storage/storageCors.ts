/**
 * The storage's CORS: the block uploads are PUTs with an octet-stream body, which the API's own
 * preflight (http/cors.ts: GET, POST) does not allow. Mounted on the storage path before the API's
 * CORS, for the same configured origins (http/corsPolicy.ts).
 */
import type { RequestHandler } from 'json-server';
import { corsPolicy } from '../http/corsPolicy';

export const STORAGE_METHODS = 'GET, HEAD, PUT, OPTIONS';

export const storageCors = (allowedOrigins: readonly string[]): RequestHandler =>
  corsPolicy({ allowedOrigins, methods: STORAGE_METHODS });
