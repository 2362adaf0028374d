/** Last stops: NOT_FOUND for unknown paths, SERVER_ERROR for anything thrown (logged without the body). */
import type { ErrorRequestHandler, RequestHandler } from 'json-server';
import type { Logger } from '../config';
import { Status } from '../contract';
import { sendJson } from './respond';

export const notFound: RequestHandler = (_req, res) => sendJson(res, 404, { status: Status.NOT_FOUND });

export const serverError =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, _next) => {
    // Only the method and path: request bodies may hold passwords.
    logger.error(`[mock-api] ${req.method} ${req.baseUrl}${req.path} failed:`, error);
    if (res.headersSent) {
      res.end();
      return;
    }
    sendJson(res, 500, { status: Status.SERVER_ERROR });
  };
