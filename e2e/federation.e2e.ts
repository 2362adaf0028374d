/**
 * Independent delivery: shared singletons load once, a stopped remote costs only its own
 * section (Retry recovers it), and a remote redeployed alone is picked up on the next load.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, shellUrl } from './support/browser';
import { buildRemote } from './support/buildRemote';
import { signInByMobile } from './support/publicPages';
import { serveExtra, setRemoteEntry, startRemote, stopRemote } from './support/stackControl';

async function openAcmeTimes(page: Page) {
  await page.getByRole('tab', { name: 'Following' }).click();
  await page.getByRole('button', { name: 'Open Acme Times' }).first().click();
  await page.waitForURL('**/apptimes');
}

// The one list of shared modules every app is built with, and which of them are stateful (strict singletons).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SHARED, STATEFUL } = require('../shared-sdk/webpack/sharedModules.cjs') as {
  SHARED: string[];
  STATEFUL: string[];
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface ShareInfo {
  [instance: string]: { [pkg: string]: { version: string; from: string; useIn: string[]; loaded: boolean }[] };
}

const readShareScope = (page: Page) =>
  page.evaluate(() => {
    interface Loadable {
      loaded?: boolean;
      lib?: unknown;
      treeShaking?: { loaded?: boolean; lib?: unknown };
    }
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<string, Record<string, Record<string, { from: string; useIn: string[] } & Loadable>>>
          >;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const out: Record<
      string,
      Record<string, { version: string; from: string; useIn: string[]; loaded: boolean }[]>
    > = {};
    for (const [instance, scopes] of Object.entries(share)) {
      out[instance] = {};
      for (const packages of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(packages))
          out[instance][pkg] = Object.entries(versions).map(([version, info]) => ({
            version,
            from: info.from,
            useIn: info.useIn,
            // As the runtime reads it; a tree-shaken library is loaded as its shaken copy.
            loaded: [info, info.treeShaking].some((copy) => Boolean(copy?.loaded) || typeof copy?.lib === 'function'),
          }));
    }
    return out;
  }) as Promise<ShareInfo>;

test("every stateful shared module the page loads is the shell's copy, and the sign-in page loads only what it uses", async () => {
  const { context, page, errors } = await newPage(browser);
  await page.goto(shellUrl('/'));
  await page.getByTestId('public-build').waitFor();
  const share = await readShareScope(page);
  const loaded = STATEFUL.filter((pkg) => share['shell:0.1.0']![pkg]!.some((copy) => copy.loaded));
  // React, the router, styled-components and the session state, not the signed-in areas' store.
  expect(loaded).toEqual(expect.arrayContaining(['react', 'react-dom', '@times/shared-sdk/state']));
  expect(loaded).not.toContain('@times/shared-sdk/app/state');
  for (const pkg of loaded)
    expect({ pkg, ...share['shell:0.1.0']![pkg]!.find((copy) => copy.loaded)! }).toMatchObject({ pkg, from: 'shell' });
  expect(errors).toEqual([]);
  await context.close();
});

test('React and every shared module load exactly once, from the shell, across remotes', async () => {
  const { context, page, errors } = await newPage(browser);
  const remoteScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || response.url().startsWith(shellUrl('/'))) return;
    const body = await response.text().catch(() => '');
    if (body.includes('__reactContainer$') || body.includes('react.transitional.element'))
      remoteScripts.push(response.url());
  });
  await signInByMobile(page, '821234567', 'Admin#2026');
  await page.waitForURL('**/apphome');
  await openAcmeTimes(page);
  await page.getByLabel('Select Client').waitFor();

  const share = await readShareScope(page);
  for (const pkg of SHARED) {
    const providers = new Set<string>();
    for (const packages of Object.values(share)) {
      expect({ pkg, versions: packages[pkg]?.length }).toEqual({ pkg, versions: 1 });
      providers.add(packages[pkg]![0]!.from);
    }
    // One provider for everybody: the shell for what it uses from the start, else the first remote to load it.
    expect({ pkg, providers: providers.size }).toEqual({ pkg, providers: 1 });
    if (pkg !== '@times/shared-sdk/app') expect({ pkg, from: [...providers][0] }).toEqual({ pkg, from: 'shell' });
  }
  // Each remote visited took the shell's copy (JSX runtime and the SDK are used by all of them).
  for (const pkg of ['react/jsx-runtime', '@times/shared-sdk']) {
    expect(share['shell:0.1.0']![pkg]![0]!.useIn).toEqual(
      expect.arrayContaining(['shell', 'remote_public', 'remote_apphome', 'remote_roster']),
    );
  }
  // No remote sent a copy of React over the network.
  expect(remoteScripts).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a stopped remote shows its error boundary, the rest keeps working, and Retry recovers', async () => {
  const { context, page } = await newPage(browser);
  await signInByMobile(page, '821234567', 'Admin#2026');
  await page.waitForURL('**/apphome');

  await stopRemote('remote_roster');
  try {
    await openAcmeTimes(page);
    await page.getByText('This section could not be loaded.').waitFor();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.click();
    await page.getByText('This section could not be loaded.').waitFor();

    // The Times frame and the other remotes keep working.
    await page.getByRole('link', { name: 'SITES' }).click();
    await page.getByRole('tab', { name: 'Available Sites' }).waitFor();
    await page.getByRole('link', { name: 'APP HOME' }).click();
    await page.getByRole('tab', { name: 'Discover' }).waitFor();
    await page.goto(shellUrl('/no-such-page'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto(shellUrl('/apptimes/roster'));
    await page.getByText('This section could not be loaded.').waitFor();
  } finally {
    await startRemote('remote_roster');
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByLabel('Select Client').waitFor();
  await context.close();
});

test('one remote rebuilt and redeployed alone is picked up on the next load, no shell rebuild', async () => {
  const { context, page } = await newPage(browser);
  await page.goto(shellUrl('/approot/login'));
  const before = await page.getByTestId('public-build').textContent();

  // Same URL, new build.
  const redeployed = buildRemote('remote-public', `redeploy-${Date.now()}`);
  await startRemote('remote_public', redeployed);
  await page.reload();
  const afterRedeploy = await page.getByTestId('public-build').textContent();
  expect(afterRedeploy).not.toBe(before);
  expect(afterRedeploy).toContain('redeploy-');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();

  // New URL in the manifest.
  const moved = buildRemote('remote-public', `moved-${Date.now()}`);
  const url = await serveExtra(moved);
  await setRemoteEntry('remote_public', `${url}/remoteEntry.js`);
  try {
    await page.reload();
    await page.getByText(/build moved-/).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  } finally {
    const original = (JSON.parse(process.env.E2E_REMOTE_URLS_JSON ?? '{}') as Record<string, string>)['remote_public'];
    await setRemoteEntry('remote_public', `${original}/remoteEntry.js`);
    await startRemote('remote_public');
  }
  await context.close();
});
