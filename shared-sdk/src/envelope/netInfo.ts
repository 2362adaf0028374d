/** net_info of the envelope, from the browser's user agent. */
import type { NetInfo } from '../api/types';
import { parseUserAgent } from './userAgent';

let cached: NetInfo | null = null;

export function readNetInfo(userAgent: string = globalThis.navigator?.userAgent ?? ''): NetInfo {
  const { browser, engine, os, device } = parseUserAgent(userAgent);
  return {
    is_mobile: device === 'mobile' ? 1 : 0,
    is_desktop: device === 'desktop' ? 1 : 0,
    browser_name: browser.name,
    browser_version: browser.version.split('.')[0] ?? '',
    full_version: browser.version,
    device_type: device,
    os,
    engine_name: engine.name,
    engine_version: engine.version,
  };
}

/** The browser does not change during a page's life: parse once. */
export function netInfo(): NetInfo {
  cached ??= readNetInfo();
  return cached;
}
