/**
 * Users, groups and rights as people walk them (spec 001 section 2.5, issue 9): a person signs up
 * and hands their user code to the admin, who adds them (Pending, no app for them yet), approves
 * them and puts them in a new group; on their next sign-in they see exactly what the group allows.
 * The admin then edits the group's permissions (the member's menu follows on their next page) and
 * gives the group roster access to one site only (the member's roster page lists only it). With
 * roster setup rights only (no 9 or 10) the member still opens the roster page and its shift setup
 * wizard, without roster tabs.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signedInApi } from './support/api';
import { launchBrowser, newPage, shellUrl } from './support/browser';
import { latestOtp, uniqueMobile } from './support/outbox';
import { fillRegistration, openAcmeTimes, signInByMobile } from './support/publicPages';
import { addAcmeRetailSite } from './support/site';
import { menuLabels } from './support/timesMenu';

const stamp = Date.now().toString(36).slice(-5);
const GROUP = `Joiners ${stamp}`;
const OTHER_SITE = `Hatfield ${stamp}`;
/** Shifts made by the last test (a retry makes another). */
let setupShifts = 0;
const person = { name: 'Ayanda', surname: 'Mthembu', email: '', mobile: uniqueMobile(), password: 'Ayanda#2026' };
const FULL_NAME = `${person.name} ${person.surname}`;

let browser: Browser;
let admin: { context: BrowserContext; page: Page };

beforeAll(async () => {
  browser = await launchBrowser();
  // A second site of Acme Retail, so that access to one site only can be seen.
  const api = await signedInApi('821234567', 'Admin#2026');
  await addAcmeRetailSite(api, OTHER_SITE);
  admin = await newPage(browser);
  await openAcmeTimes(admin.page);
});
afterAll(() => browser.close());

/** The admin's users page, on a tab. */
async function usersTab(tab: 'Available Users' | 'New User' | 'User Groups'): Promise<Page> {
  const { page } = admin;
  await page.goto(shellUrl('/apptimes/users'));
  await page.getByRole('tab', { name: tab, exact: true }).click();
  return page;
}

/** The admin opens the group and its permissions, ticks the rights and saves. */
async function grant(rights: { entity: string; right: string }[]): Promise<void> {
  const page = await usersTab('User Groups');
  await page.getByRole('button', { name: `Open ${GROUP}` }).click();
  await page.getByRole('button', { name: 'View group permissions' }).click();
  const dialog = page.getByRole('dialog', { name: `${GROUP} permissions` });
  for (const { entity, right } of rights)
    await dialog
      .getByRole('group', { name: entity, exact: true })
      .getByRole('checkbox', { name: right, exact: true })
      .check();
  // A save shows nothing: its answer is waited for (on a busy machine it comes after a quick reopen's read).
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/usrs/10206'));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  expect(((await (await saved).json()) as { status: string }).status).toBe('OK');
  // The boxes stay as saved after a reopen, once its read has come back.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'View group permissions' }).click();
  for (const { entity, right } of rights) {
    const box = dialog
      .getByRole('group', { name: entity, exact: true })
      .getByRole('checkbox', { name: right, exact: true });
    await box.waitFor();
    for (let tries = 0; tries < 50 && !(await box.isChecked()); tries++) await page.waitForTimeout(100);
    expect(await box.isChecked()).toBe(true);
  }
  await page.keyboard.press('Escape');
}

test('a signed-up person is added by their user code, approved, put in a group and sees what it allows', async () => {
  // The person signs up and finds their user code on their profile.
  const me = await newPage(browser);
  await me.page.goto(shellUrl('/approot/signup'));
  await fillRegistration(me.page, person);
  await me.page.getByRole('button', { name: 'Sign up' }).click();
  await me.page.getByLabel('OTP').fill(await latestOtp(`27${person.mobile}`));
  await me.page.getByRole('button', { name: 'Verify' }).click();
  await me.page.waitForURL('**/apphome');
  await me.page.goto(shellUrl('/apphome/homeprofile'));
  const code = (await me.page.getByTestId('user-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{14}$/);

  // The admin makes a group for newcomers: SITES only.
  let page = await usersTab('User Groups');
  await page.getByRole('tab', { name: 'Add user group' }).click();
  await page.getByRole('textbox', { name: 'Group name' }).fill('x');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText('Group name is required').waitFor();
  await page.getByRole('textbox', { name: 'Group name' }).fill(GROUP);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: `Open ${GROUP}` }).waitFor();
  await grant([{ entity: 'SITES', right: 'Add and manage sites' }]);

  // The admin finds the person by code (the search fires at 14 digits) and adds them: Pending.
  page = await usersTab('New User');
  await page.getByRole('searchbox', { name: 'Search user code (14 digit)' }).fill(code);
  const found = page.getByRole('region', { name: FULL_NAME });
  await found.waitFor();
  await found.getByRole('button', { name: 'Add user' }).click();
  await page.getByRole('tab', { name: 'Available Users', selected: true }).waitFor();
  await page.getByLabel('Filter by').selectOption({ label: 'Pending' });
  await page.getByRole('button', { name: `Open ${FULL_NAME}` }).waitFor();

  // Adding them again is refused with the spec's message.
  page = await usersTab('New User');
  await page.getByRole('searchbox', { name: 'Search user code (14 digit)' }).fill(code);
  await page.getByRole('region', { name: FULL_NAME }).getByRole('button', { name: 'Add user' }).click();
  await page.getByText('User lready exist').waitFor();

  // Pending: the app is not theirs yet.
  await me.page.goto(shellUrl('/apphome'));
  await me.page.getByRole('tab', { name: 'Following' }).click();
  // Their apps have loaded, and there are none: the empty text, not a moment's wait, before the absence.
  await me.page.getByText('You have no apps yet. Create one to get started.').waitFor();
  expect(await me.page.getByRole('button', { name: 'Open Acme Times' }).count()).toBe(0);

  // The admin approves them and makes them a member of the group.
  page = await usersTab('Available Users');
  await page.getByRole('button', { name: `Open ${FULL_NAME}` }).click();
  await page.getByText('Pending approval').waitFor();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('switch', { name: 'Active' }).waitFor();
  await page.getByRole('radio', { name: 'Group Member' }).check();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await page.getByText('Please select user group').waitFor();
  await page.getByLabel('User group').selectOption({ label: GROUP });
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await page.getByText('User updated').waitFor();

  // Their next sign-in: the app is there, with the group's menu only.
  await me.context.close();
  const again = await newPage(browser);
  await signInByMobile(again.page, person.mobile, person.password);
  await again.page.waitForURL('**/apphome');
  await again.page.getByRole('tab', { name: 'Following' }).click();
  await again.page.getByRole('button', { name: 'Open Acme Times' }).first().click();
  await again.page.waitForURL('**/apptimes');
  await again.page.getByRole('navigation', { name: 'Times menu' }).getByRole('link', { name: 'SITES' }).waitFor();
  expect(await menuLabels(again.page)).toEqual(['TIMESHEET', 'KIOSK', 'SITES']);

  // The admin cannot change themself.
  page = await usersTab('Available Users');
  await page.getByRole('button', { name: 'Open Thandi Admin' }).click();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await page.getByText('You are not allowed to update yourself').waitFor();
  await again.context.close();
});

test('the group’s permissions and site access change what the member sees on their next page', async () => {
  const me = await newPage(browser);
  await signInByMobile(me.page, person.mobile, person.password);
  await me.page.waitForURL('**/apphome');
  await me.page.getByRole('tab', { name: 'Following' }).click();
  await me.page.getByRole('button', { name: 'Open Acme Times' }).first().click();
  await me.page.waitForURL('**/apptimes');
  await me.page.getByRole('navigation', { name: 'Times menu' }).getByRole('link', { name: 'SITES' }).waitFor();

  await grant([
    { entity: 'EMPLOYEES and POSITIONS', right: 'Add and manage employees and positions' },
    { entity: 'ROSTER', right: 'View rosters' },
  ]);
  await me.page.reload();
  await me.page.getByRole('navigation', { name: 'Times menu' }).getByRole('link', { name: 'EMPLOYEES' }).waitFor();
  // 'View rosters' only: no REQUESTS (deciding requests needs the roster adjust right).
  expect(await menuLabels(me.page)).toEqual([
    'ROSTER',
    'ROSTER LIST',
    'TIMESHEET',
    'KIOSK',
    'SITES',
    'POSITIONS',
    'EMPLOYEES',
    'WEBCAM',
  ]);

  // Without site access, no site of Acme Retail is theirs for rosters.
  await me.page.goto(shellUrl('/apptimes/roster'));
  await me.page.getByLabel('Select Client').selectOption({ label: 'Acme Retail' });
  await me.page.getByLabel('Select Site').locator('option', { hasText: 'empty' }).waitFor({ state: 'attached' });

  // The admin gives the group roster access (view only) to Pretoria Central.
  const page = await usersTab('User Groups');
  await page.getByRole('button', { name: `Open ${GROUP}` }).click();
  const sites = page.getByRole('region', { name: 'Group Sites' });
  await sites.getByRole('tab', { name: 'Roster' }).click();
  await sites.getByText('No available sites').waitFor();
  await sites.getByRole('checkbox', { name: 'View Only' }).check();
  await sites.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'Pretoria Central' });
  await sites.getByRole('button', { name: 'Add Site' }).click();
  await sites
    .getByRole('table', { name: 'Roster sites' })
    .getByRole('row', { name: /Pretoria Central/ })
    .waitFor();

  // The member's roster page now lists Pretoria Central only, not the other site of Acme Retail.
  await me.page.reload();
  await me.page.getByLabel('Select Client').selectOption({ label: 'Acme Retail' });
  await me.page
    .getByLabel('Select Site')
    .locator('option', { hasText: 'Pretoria Central' })
    .waitFor({ state: 'attached' });
  expect(await me.page.getByLabel('Select Site').locator('option').allTextContents()).toEqual(['Pretoria Central']);
  // The admin sees both.
  const adminSites = await (async () => {
    await admin.page.goto(shellUrl('/apptimes/roster'));
    await admin.page.getByLabel('Select Client').selectOption({ label: 'Acme Retail' });
    await admin.page
      .getByLabel('Select Site')
      .locator('option', { hasText: OTHER_SITE })
      .waitFor({ state: 'attached' });
    return admin.page.getByLabel('Select Site').locator('option').allTextContents();
  })();
  expect(adminSites).toEqual(expect.arrayContaining(['Pretoria Central', OTHER_SITE]));
  await me.context.close();
});

test('a member whose group holds only roster setup rights opens the roster page with the shift setup wizard', async () => {
  // The admin leaves the group with setup rights only: edit constraints (13) and view working days (21).
  const api = await signedInApi('821234567', 'Admin#2026');
  const groups = (await api.call('/api/usrs/10201', {})).groups as { gdd: string; name: string }[];
  const ugd = groups.find((group) => group.name === GROUP)?.gdd;
  const right = (id: number, on: 0 | 1) => ({ right_id: 500 + id, perm_status: on });
  const saved = await api.call('/api/usrs/10206', { ugd, group_rights: [right(10, 0), right(13, 1), right(21, 1)] });
  expect(saved.status).toBe('OK');
  // A shift at Pretoria Central (the group's roster site) to set up, named anew by a retry of this test.
  setupShifts += 1;
  const shift = {
    nm: `Setup ${stamp}-${setupShifts}`,
    std: 'OGceToRPas8_5nFx',
    start_time: '06:00',
    end_time: '14:00',
  };
  expect((await api.call('/api/rstgen/7564', { site_shift: shift })).status).toBe('OK');

  const me = await newPage(browser);
  await signInByMobile(me.page, person.mobile, person.password);
  await me.page.waitForURL('**/apphome');
  await me.page.getByRole('tab', { name: 'Following' }).click();
  await me.page.getByRole('button', { name: 'Open Acme Times' }).first().click();
  await me.page.waitForURL('**/apptimes');
  await me.page.getByLabel('Select Client').selectOption({ label: 'Acme Retail' });
  await me.page
    .getByLabel('Select Site')
    .locator('option', { hasText: 'Pretoria Central' })
    .waitFor({ state: 'attached' });
  await me.page.getByLabel('Select Shift').locator('option', { hasText: shift.nm }).waitFor({ state: 'attached' });
  await me.page.getByLabel('Select Shift').selectOption({ label: shift.nm });
  await me.page.getByRole('button', { name: 'Roster setup wizard (0%)' }).click();
  const wizard = me.page.getByRole('region', { name: 'Roster setup' });
  await wizard.getByRole('heading', { name: 'Step 1: Working days setup' }).waitFor();
  await wizard.getByRole('button', { name: /^Step 4: Constrains setup/ }).click();
  await wizard.getByRole('heading', { name: 'Step 4: Constrains setup' }).waitFor();
  expect(await wizard.getByText('Invalid user rights, please contact your administrator').count()).toBe(0);
  expect(await me.page.getByText('You are not allowed to access this page').count()).toBe(0);
  expect(await me.page.getByRole('tablist', { name: 'Roster' }).count()).toBe(0);
  expect(await me.page.getByRole('button', { name: 'Create/View Roster' }).count()).toBe(0);
  await me.context.close();
});
