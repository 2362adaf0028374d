/**
 * The client address a request is counted against. Express's req.ip: the socket's peer,
 * unless the `trust proxy` setting (MOCK_API_TRUST_PROXY) names the proxies in front of the
 * API, whose X-Forwarded-For is then believed. An IPv4 address counts alone (IPv4-mapped IPv6
 * too); an IPv6 address counts as its /64 network, since one client usually holds a whole /64.
 */
import ipaddr from 'ipaddr.js';
import type { Request } from 'json-server';

const IPV6_CLIENT_PREFIX = 64;

export function addressKey(raw: string): string {
  if (!ipaddr.isValid(raw)) return raw || 'unknown';
  const address = ipaddr.process(raw);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${IPV6_CLIENT_PREFIX}`).toString()}/${IPV6_CLIENT_PREFIX}`;
}

export const clientAddress = (req: Request): string => addressKey(req.ip ?? req.socket.remoteAddress ?? '');
