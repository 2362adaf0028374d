/** net_info of the envelope, from the browser's user agent (bowser does the parsing). */
import Bowser from 'bowser';
import type { NetInfo } from '../api/types';

let cached: NetInfo | null = null;

export function readNetInfo(userAgent: string = globalThis.navigator?.userAgent ?? ''): NetInfo {
  const parser = Bowser.getParser(userAgent || 'unknown');
  const browser = parser.getBrowser();
  const platform = parser.getPlatformType(true) || 'desktop';
  const os = parser.getOS();
  const engine = parser.getEngine();
  const fullVersion = browser.version ?? '';
  return {
    is_mobile: platform === 'mobile' ? 1 : 0,
    is_desktop: platform === 'desktop' ? 1 : 0,
    browser_name: browser.name ?? '',
    browser_version: fullVersion.split('.')[0] ?? '',
    full_version: fullVersion,
    device_type: platform,
    os: [os.name, os.version].filter(Boolean).join(' '),
    engine_name: engine.name ?? '',
    engine_version: engine.version ?? '',
  };
}

/** The browser does not change during a page's life: parse once. */
export function netInfo(): NetInfo {
  cached ??= readNetInfo();
  return cached;
}
