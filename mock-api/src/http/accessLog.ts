/** One line per request: method, path, HTTP status, API status, duration. Never bodies or query strings. */
import type { RequestHandler } from 'json-server';
import type { Logger } from '../config';
import { API_STATUS } from './respond';

export const accessLog =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    const started = process.hrtime.bigint();
    const path = req.path;
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const apiStatus: unknown = res.locals[API_STATUS];
      logger.info(
        `${req.method} ${path} ${res.statusCode}${typeof apiStatus === 'string' && apiStatus ? ` ${apiStatus}` : ''} ${ms.toFixed(1)} ms`,
      );
    });
    next();
  };
