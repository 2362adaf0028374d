/**
 * Last stops: NOT_FOUND for unknown paths; SERVICE_UNAVAILABLE (503) when the database or job
 * queue is down (serviceDown.ts); SERVER_ERROR for anything else thrown (logged without the body).
 */
import type { ErrorRequestHandler, RequestHandler } from 'json-server';
import type { Logger } from '../config';
import { Status } from '../contract';
import { sendJson } from './respond';
import { isServiceDown } from './serviceDown';

/** Seconds a client is told to wait before trying again when a service is down. */
const RETRY_AFTER_SECONDS = 5;

export const notFound: RequestHandler = (_req, res) => sendJson(res, 404, { status: Status.NOT_FOUND });

export const serverError =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, _next) => {
    if (isServiceDown(error)) {
      // One line, no stack: the service's state, not a bug.
      logger.info(`[mock-api] ${req.method} ${req.baseUrl}${req.path}: ${error instanceof Error ? error.message : ''}`);
      if (res.headersSent) return void res.end();
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendJson(res, 503, { status: Status.SERVICE_UNAVAILABLE });
    }
    // Only the method and path: request bodies may hold passwords.
    logger.error(`[mock-api] ${req.method} ${req.baseUrl}${req.path} failed:`, error);
    if (res.headersSent) {
      res.end();
      return;
    }
    sendJson(res, 500, { status: Status.SERVER_ERROR });
  };
