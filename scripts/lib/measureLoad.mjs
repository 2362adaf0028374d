/**
 * Cold-load measurement in Chromium: open a URL in a fresh browser context (empty cache), wait until a selector is
 * visible and the network is idle, and collect every script response with its transferred size.
 */
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

export const { CHROMIUM_PATH, CHROMIUM_ARGS } = createRequire(import.meta.url)('./chromium.cjs');

export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ selector?: string, timeoutMs?: number, contextOptions?: import('playwright-core').BrowserContextOptions }} [options]
 *   contextOptions: e.g. a signed-in person's storageState (cookies, not the HTTP cache) and a phone's viewport.
 * @returns {Promise<{ scripts: Array<{ url: string, status: number, transfer: number, body: number|null, decoded: number|null }>,
 *   totalTransfer: number, totalBody: number, totalDecoded: number, readyMs: number, idleMs: number, errors: string[] }>}
 *   transfer: bytes on the wire (CDP Network.loadingFinished encodedDataLength: gzip body + response headers);
 *   body/decoded: Resource Timing encodedBodySize/decodedBodySize (gzip body alone / uncompressed).
 */
export async function measureColdLoad(
  browser,
  url,
  { selector = 'form', timeoutMs = 30_000, contextOptions = {} } = {},
) {
  const context = await browser.newContext(contextOptions); // a new context has its own, empty HTTP cache
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map();
    cdp.on('Network.responseReceived', (event) => {
      requests.set(event.requestId, {
        url: event.response.url,
        type: event.type,
        mimeType: event.response.mimeType,
        status: event.response.status,
        fromCache: Boolean(event.response.fromDiskCache || event.response.fromServiceWorker),
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.transfer = event.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (event) => {
      const request = requests.get(event.requestId);
      errors.push(`failed: ${request?.url ?? event.requestId} ${event.errorText}`);
    });

    const started = Date.now();
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
    await page.locator(selector).first().waitFor({ state: 'visible', timeout: timeoutMs });
    const readyMs = Date.now() - started;
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
    const idleMs = Date.now() - started;

    const timings = await page.evaluate(() =>
      /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).map((e) => ({
        name: e.name,
        encoded: e.encodedBodySize,
        decoded: e.decodedBodySize,
      })),
    );
    const timingOf = new Map(timings.map((t) => [t.name, t]));
    const scripts = [...requests.values()]
      .filter((r) => r.type === 'Script' || /javascript/.test(r.mimeType ?? ''))
      .map((r) => ({
        url: r.url,
        status: r.status,
        fromCache: r.fromCache,
        transfer: r.transfer ?? 0,
        body: timingOf.get(r.url)?.encoded ?? null,
        decoded: timingOf.get(r.url)?.decoded ?? null,
      }));
    return {
      scripts,
      totalTransfer: scripts.reduce((n, s) => n + s.transfer, 0),
      totalBody: scripts.reduce((n, s) => n + (s.body ?? 0), 0),
      totalDecoded: scripts.reduce((n, s) => n + (s.decoded ?? 0), 0),
      readyMs,
      idleMs,
      errors,
    };
  } finally {
    await context.close();
  }
}
