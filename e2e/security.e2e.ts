/** Security headers: every app serves its Content-Security-Policy, and the browser enforces it. */
import type { Browser } from 'playwright-core';
import { apiUrl, launchBrowser, newPage, shellUrl } from './support/browser';
import { takeCspViolations } from './support/cspViolations';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const remoteUrls = (): Record<string, string> =>
  JSON.parse(process.env.E2E_REMOTE_URLS_JSON ?? '{}') as Record<string, string>;
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );

test('the shell and every remote send the CSP, nosniff and the referrer policy; the shell allows its remotes and the API', async () => {
  const shell = await fetch(shellUrl('/approot/login'));
  expect(shell.headers.get('x-content-type-options')).toBe('nosniff');
  expect(shell.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const policy = directives(shell.headers.get('content-security-policy') ?? '');
  const api = new URL(apiUrl('/')).origin;
  const remotes = Object.values(remoteUrls()).map((url) => new URL(url).origin);
  expect(remotes).toHaveLength(6);
  expect(policy['script-src']).toEqual(["'self'", ...remotes, "'wasm-unsafe-eval'"]);
  expect(policy['connect-src']).toEqual(["'self'", api, ...remotes]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);

  for (const url of Object.values(remoteUrls())) {
    const entry = await fetch(`${url}/remoteEntry.js`);
    expect([
      url,
      entry.status,
      entry.headers.get('x-content-type-options'),
      entry.headers.get('referrer-policy'),
    ]).toEqual([url, 200, 'nosniff', 'strict-origin-when-cross-origin']);
    expect(directives(entry.headers.get('content-security-policy') ?? '')['script-src']).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
    ]);
  }
});

test('the browser refuses a script and an image from an origin the policy does not name, and the journey sees it', async () => {
  const { context, page, errors } = await newPage(browser);
  await page.goto(shellUrl('/approot/login'));
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(takeCspViolations()).toEqual([]);

  // 'localhost' is another origin than the app's 127.0.0.1, though it reaches the same servers.
  const foreign = apiUrl('/').replace('127.0.0.1', 'localhost');
  await page.evaluate((base) => {
    document.body.append(Object.assign(document.createElement('script'), { src: `${base}foreign.js` }));
    document.body.append(Object.assign(document.createElement('img'), { src: `${base}foreign.png` }));
  }, foreign);

  // The reports arrive through the binding a moment after the refusals.
  const reported = () =>
    ['script-src-elem blocked', 'img-src blocked'].every((part) => errors.some((error) => error.includes(part)));
  for (let tries = 0; tries < 50 && !reported(); tries += 1) await page.waitForTimeout(100);
  const seen = takeCspViolations().join('\n');
  expect(seen).toContain('script-src-elem blocked');
  expect(seen).toContain('img-src blocked');
  await context.close();
});
