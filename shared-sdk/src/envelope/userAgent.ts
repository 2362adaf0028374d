/**
 * Reads browser, engine, OS and device type from a user-agent string. Only the few fields the
 * envelope's net_info needs (a full parser such as bowser costs ~8 KB gzip on every cold load).
 */
export interface ParsedAgent {
  browser: { name: string; version: string };
  engine: { name: string; version: string };
  os: string;
  device: 'mobile' | 'tablet' | 'desktop';
}

const BROWSERS: [string, RegExp][] = [
  ['Microsoft Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /(?:OPR|Opera)\/([\d.]+)/],
  ['Samsung Internet for Android', /SamsungBrowser\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

const OPERATING_SYSTEMS: [string, RegExp][] = [
  ['Windows', /Windows NT ([\d.]+)/],
  ['iOS', /(?:iPhone|iPad|iPod)[^)]*? OS ([\d_]+)/],
  ['Android', /Android ([\d.]+)/],
  ['macOS', /Mac OS X ([\d_.]+)/],
  ['Chrome OS', /CrOS/],
  ['Linux', /Linux/],
];

function firstMatch(agent: string, table: [string, RegExp][]): { name: string; version: string } {
  for (const [name, pattern] of table) {
    const match = pattern.exec(agent);
    if (match) return { name, version: (match[1] ?? '').replace(/_/g, '.') };
  }
  return { name: '', version: '' };
}

function engineOf(agent: string, browser: string): { name: string; version: string } {
  const gecko = /rv:([\d.]+)\) Gecko/.exec(agent);
  if (gecko) return { name: 'Gecko', version: gecko[1] ?? '' };
  const isIos = /iPhone|iPad|iPod/.test(agent);
  if (!isIos && /Chrome|Edg|OPR|SamsungBrowser/.test(agent) && browser !== 'Safari')
    return { name: 'Blink', version: '' };
  const webkit = /AppleWebKit\/([\d.]+)/.exec(agent);
  return webkit ? { name: 'WebKit', version: webkit[1] ?? '' } : { name: '', version: '' };
}

function deviceOf(agent: string): ParsedAgent['device'] {
  if (/iPad|Tablet|Android(?!.*Mobile)/.test(agent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/.test(agent)) return 'mobile';
  return 'desktop';
}

export function parseUserAgent(agent: string): ParsedAgent {
  const browser = firstMatch(agent, BROWSERS);
  const os = firstMatch(agent, OPERATING_SYSTEMS);
  return {
    browser,
    engine: engineOf(agent, browser.name),
    os: [os.name, os.version].filter(Boolean).join(' '),
    device: deviceOf(agent),
  };
}
