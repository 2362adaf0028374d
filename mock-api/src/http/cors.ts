/**
 * The API's CORS: the browser apps run on other origins and POST JSON, which needs a preflight.
 * Only the configured origins are allowed (http/corsPolicy.ts).
 */
import type { RequestHandler } from 'json-server';
import { corsPolicy } from './corsPolicy';

export const API_METHODS = 'GET, POST, OPTIONS';

export const cors = (allowedOrigins: readonly string[]): RequestHandler =>
  corsPolicy({ allowedOrigins, methods: API_METHODS });
