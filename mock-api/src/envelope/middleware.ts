/**
 * The /api request pipeline before a route runs: only known POST paths (else NOT_FOUND 404),
 * a JSON body (malformed: INVALID_REQUEST), a valid envelope (else INVALID_REQUEST).
 * INVALID_REQUEST answers HTTP 200 so clients read it like any other status.
 */
import jsonServer from 'json-server';
import type { RequestHandler, Response } from 'json-server';
import { Status } from '../contract';
import { sendJson } from '../http/respond';
import { readEnvelope } from './envelope';
import type { ValidEnvelope } from './envelope';

const ENVELOPE = 'envelope';

const normalizePath = (path: string): string => path.replace(/\/+$/, '').toLowerCase();

/** NOT_FOUND for anything under /api that is not a POST to a known path. */
export function knownApiCalls(paths: readonly string[]): RequestHandler {
  const known = new Set(paths.map(normalizePath));
  return (req, res, next) => {
    if (req.method === 'POST' && known.has(normalizePath(req.baseUrl + req.path))) return next();
    sendJson(res, 404, { status: Status.NOT_FOUND });
  };
}

const [parseJson] = jsonServer.bodyParser;

/** json-server's JSON body parser; whatever it rejects (bad JSON, too large, bad charset) is INVALID_REQUEST. */
export const jsonBody: RequestHandler = (req, res, next) => {
  if (!parseJson) throw new Error('json-server bodyParser is missing its JSON parser');
  parseJson(req, res, (error) => (error ? sendJson(res, 200, { status: Status.INVALID_REQUEST }) : next()));
};

export const envelope: RequestHandler = (req, res, next) => {
  const valid = readEnvelope(req.body);
  if (!valid) return sendJson(res, 200, { status: Status.INVALID_REQUEST });
  res.locals[ENVELOPE] = valid;
  next();
};

/** The envelope the middleware accepted for this request. */
export function envelopeOf(res: Response): ValidEnvelope {
  const valid = res.locals[ENVELOPE] as ValidEnvelope | undefined;
  if (!valid) throw new Error('envelope middleware did not run');
  return valid;
}
