/**
 * Version skew: one remote built against another SDK than the shell's and deployed alone into
 * the running shell. A newer minor (a function added) and an older minor both work; a major the
 * shell cannot serve fails into the remote's error boundary, which names the versions, and the
 * rest of Times keeps working. The normal build of the remote is redeployed afterwards.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { buildRemote } from './support/buildRemote';
import { openAcmeTimes } from './support/publicPages';
import { startRemote } from './support/stackControl';
import { ADDED_FUNCTION_RESULT } from './support/sdkSkew/addedFunction';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the fixtures are CommonJS, read as the builds read them
const versions = require('./support/sdkSkew/sdkVersions.cjs') as Record<
  'newerMinor' | 'olderMinor' | 'nextMajor',
  () => Record<string, string>
>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sdkPackage = require('../shared-sdk/package.json') as { sharedModules: Record<string, string> };

const CORE = '@times/shared-sdk';
const STATE = '@times/shared-sdk/state';
const FIXTURES = path.join(__dirname, 'support', 'sdkSkew');

let browser: Browser;
const builds: Record<'newerMinor' | 'olderMinor' | 'nextMajor', string> = {
  newerMinor: '',
  olderMinor: '',
  nextMajor: '',
};

beforeAll(() => {
  for (const fixture of Object.keys(builds) as (keyof typeof builds)[])
    builds[fixture] = buildRemote('remote-apphome', `skew-${fixture}-${Date.now()}`, {
      TIMES_SDK_FIXTURE: path.join(FIXTURES, `${fixture}.cjs`),
    });
}, 300_000);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await startRemote('remote_apphome');
  await browser.close();
});

/** Who provides each version of a shared module in the page, and which apps use it. */
const sharedVersions = (page: Page, pkg: string) =>
  page.evaluate((name) => {
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, object>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const found: Record<string, { from: string; useIn: string[] }> = {};
    for (const scopes of Object.values(share))
      for (const packages of Object.values(scopes))
        for (const [version, info] of Object.entries(packages[name] ?? {}))
          found[version] = info as { from: string; useIn: string[] };
    return found;
  }, pkg);

async function deploy(fixture: keyof typeof builds) {
  await startRemote('remote_apphome', builds[fixture]);
}

test('a remote built against a newer minor SDK loads its own copy of the core and calls the added function', async () => {
  const { context, page, errors } = await newPage(browser);
  await deploy('newerMinor');
  await openAcmeTimes(page);
  await page.getByRole('link', { name: 'APP HOME' }).click();
  await page.getByRole('tab', { name: 'Discover' }).waitFor();
  await expect(page.getByTestId('sdk-added-function').textContent()).resolves.toBe(ADDED_FUNCTION_RESULT);

  const newer = versions.newerMinor()[CORE]!;
  const core = await sharedVersions(page, CORE);
  expect(core[newer]).toMatchObject({ from: 'remote_apphome' });
  expect(core[sdkPackage.sharedModules[CORE]!]!.useIn).not.toContain('remote_apphome');
  // The stateful module is still the shell's one instance: the remote sees the signed-in session.
  expect(Object.keys(await sharedVersions(page, STATE))).toEqual([sdkPackage.sharedModules[STATE]]);
  expect(errors).toEqual([]);
  await context.close();
});

test("a remote built against an older minor SDK uses the shell's newer copy", async () => {
  const { context, page, errors } = await newPage(browser);
  await deploy('olderMinor');
  await openAcmeTimes(page);
  await page.getByRole('link', { name: 'APP HOME' }).click();
  await page.getByRole('tab', { name: 'Discover' }).waitFor();
  await page.getByRole('tab', { name: 'Following' }).click();
  await page.getByRole('button', { name: 'Open Acme Times' }).first().waitFor();

  const core = await sharedVersions(page, CORE);
  expect(core[sdkPackage.sharedModules[CORE]!]).toMatchObject({ from: 'shell' });
  expect(core[sdkPackage.sharedModules[CORE]!]!.useIn).toContain('remote_apphome');
  expect(errors).toEqual([]);
  await context.close();
});

test('a remote needing an incompatible major shows the versions in its boundary; the rest of Times keeps working', async () => {
  const { context, page } = await newPage(browser);
  await openAcmeTimes(page);
  await deploy('nextMajor');
  try {
    // A new page load: the remote's new build is fetched (a loaded remote stays as it is until then).
    await page.reload();
    await page.getByLabel('Select Client').waitFor();
    await page.getByRole('link', { name: 'APP HOME' }).click();
    const boundary = page.locator('[data-remote-error="remote_apphome"]');
    await boundary.waitFor();
    const needed = `^${versions.nextMajor()[STATE]!}`;
    expect(await boundary.textContent()).toContain(
      `remote-apphome needs ${STATE} ${needed}, the shell provides ${sdkPackage.sharedModules[STATE]}.` +
        'This section was built against a version the shell cannot give it.',
    );

    // The Times frame and the other remotes keep working, in the same page.
    await page.goBack();
    await page.getByLabel('Select Client').waitFor();
    await page.getByRole('link', { name: 'SITES' }).click();
    await page.getByRole('tab', { name: 'Available Sites' }).waitFor();
    await page.getByRole('navigation', { name: 'Times menu' }).getByRole('link', { name: 'EMPLOYEES' }).click();
    await page.getByRole('table', { name: 'Available Employees' }).waitFor();
    await page.getByRole('link', { name: 'APP HOME' }).click();
    await boundary.waitFor();
  } finally {
    await startRemote('remote_apphome');
  }
  // Back to the normal build: picked up on the next load.
  await page.reload();
  await page.getByRole('tab', { name: 'Discover' }).waitFor();
  await context.close();
});
