/**
 * CORS for any origin: the browser apps run on other loopback ports and POST JSON, which
 * needs a preflight. The origin is echoed (so credentialed requests work too).
 */
import type { RequestHandler } from 'json-server';

export const cors: RequestHandler = (req, res, next) => {
  const origin = req.get('origin');
  res.set('Access-Control-Allow-Origin', origin ?? '*');
  res.set('Vary', 'Origin');
  if (origin) res.set('Access-Control-Allow-Credentials', 'true');
  if (req.method !== 'OPTIONS') return next();

  res.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.set('Access-Control-Allow-Headers', req.get('access-control-request-headers') ?? 'Content-Type');
  res.set('Access-Control-Max-Age', '600');
  if (req.get('access-control-request-private-network') === 'true') {
    res.set('Access-Control-Allow-Private-Network', 'true');
  }
  res.status(204).end();
};
