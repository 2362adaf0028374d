/**
 * The base URL links back to this API start with: the configured public URL, else the origin the request came in
 * on; and the web app's, for links to its pages.
 */
import type { Request } from 'json-server';
import type { ApiConfig } from '../config';

// A host name, IPv4 or [IPv6] address with an optional port; anything else is not used in a link.
const HOST = /^(?:[\w.-]+|\[[\da-f:.]+\])(?::\d{1,5})?$/i;

export function requestOrigin(req: Request): string {
  const forwarded = req.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const protocol = forwarded === 'https' ? 'https' : 'http';
  const host = req.get('host');
  if (host && HOST.test(host)) return `${protocol}://${host}`;
  const { localAddress = '127.0.0.1', localPort } = req.socket;
  return `${protocol}://${localAddress.includes(':') ? `[${localAddress}]` : localAddress}:${localPort}`;
}

export const publicBase = (config: ApiConfig, req: Request): string => config.publicUrl || requestOrigin(req);

/** The web app's base URL: the configured one, else the page's origin when allowed, else the first allowed origin. */
export function webBase(config: ApiConfig, req: Request): string {
  if (config.webUrl) return config.webUrl;
  const origin = req.get('origin') ?? '';
  if (origin && config.allowedOrigins.includes(origin)) return origin;
  return config.allowedOrigins[0] ?? '';
}
