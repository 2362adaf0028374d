/**
 * CORS for the configured browser origins only (the shell's and the remotes', see
 * config.allowedOrigins): an allowed Origin is echoed with credentials; any other origin gets no
 * Access-Control-Allow-* header at all, and its preflight is refused (403), so a page elsewhere
 * can neither read answers nor send the JSON POSTs that need a preflight.
 */
import type { RequestHandler } from 'json-server';

export interface CorsPolicy {
  /** Exact origins (scheme://host[:port]) allowed to call. */
  allowedOrigins: readonly string[];
  /** Access-Control-Allow-Methods of the preflight. */
  methods: string;
}

export function corsPolicy({ allowedOrigins, methods }: CorsPolicy): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.get('origin');
    const isAllowed = origin !== undefined && allowed.has(origin);
    if (isAllowed) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Access-Control-Allow-Credentials', 'true');
    }
    if (req.method !== 'OPTIONS') return next();
    if (!isAllowed) return void res.status(403).end();

    res.set('Access-Control-Allow-Methods', methods);
    res.set('Access-Control-Allow-Headers', req.get('access-control-request-headers') ?? 'Content-Type');
    res.set('Access-Control-Max-Age', '600');
    if (req.get('access-control-request-private-network') === 'true')
      res.set('Access-Control-Allow-Private-Network', 'true');
    res.status(204).end();
  };
}
