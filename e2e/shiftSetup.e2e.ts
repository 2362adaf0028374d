/**
 * The shift setup wizard on the roster page: the admin walks the four steps of a new shift from
 * 0% to 'Update roster setup', sees required versus assigned employees turn from red to normal as
 * employees are added, and orders the roster rules by dragging them (kept after a reload); a
 * view-only supervisor sees every step without add, save or remove, and the server refuses
 * their writes.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { signedInApi } from './support/api';
import type { ApiUser } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { drag } from './support/drag';
import { openAcmeTimes } from './support/publicPages';
import { selectRosterShift } from './support/rosterPage';

const SITE = 'OGceToRPas8_5nFx';
const stamp = Date.now().toString(36).slice(-5);
const SHIFT = `Gate ${stamp}`;
const ROLE = `Gatekeeper ${stamp}`;
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** Seeded employees of Acme Times (seed/employees.json) put on the shift by the API. */
const MORE_EMPLOYEES = ['davAs3DbZWQhvvx3', 'cf78y97O_uJyP7rn', 'DFeV7O9_nmHh_JFn'];

let browser: Browser;
let admin: ApiUser;
let sftd = '';
let rld = '';

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInApi('821234567', 'Admin#2026');
  const shift = await admin.call('/api/rstgen/7564', {
    site_shift: { nm: SHIFT, std: SITE, start_time: '06:00', end_time: '18:00' },
  });
  const role = await admin.call('/api/empl/7653', {
    employee_roles: {
      name: ROLE,
      abbr: `G${stamp.slice(-3)}`,
      m_hrs: 160,
      w_hrs: 40,
      d_hrs: 8,
      mon: 1,
      tue: 1,
      wed: 1,
      thu: 1,
      fri: 1,
      sat: 1,
      sun: 1,
      hld: 0,
    },
  });
  expect([shift.status, role.status]).toEqual(['OK', 'OK']);
  sftd = String(shift.sftd);
  rld = String(role.rld);
});
afterAll(() => browser.close());

const selectShift = (page: Page) => selectRosterShift(page, SHIFT);

const banner = (page: Page, label: string, percent: number) =>
  page.getByRole('button', { name: `${label} (${percent}%)` });
const heading = (wizard: Locator, n: number, name: string) =>
  wizard.getByRole('heading', { name: `Step ${n}: ${name}` });

const assignedNames = (wizard: Locator) =>
  wizard
    .getByRole('list', { name: 'Assigned rules' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

test('the admin sets up a new shift in four steps, from 0% to Update roster setup', async () => {
  const { context, page, errors } = await newPage(browser);
  await openAcmeTimes(page);
  await selectShift(page);
  await banner(page, 'Roster setup wizard', 0).click();
  const wizard = page.getByRole('region', { name: 'Roster setup' });

  // 1. Working days: 2 a day all week; required exceeds the 0 assigned, so the assigned card is red.
  await heading(wizard, 1, 'Working days setup').waitFor();
  const required = wizard.getByRole('group', { name: 'Employees required per day' });
  for (const day of DAYS) await required.getByLabel(day, { exact: true }).fill('2');
  await wizard.getByLabel('Max consecutive days').fill('5');
  await wizard.getByLabel('Min rest days').fill('2');
  await wizard.getByRole('button', { name: 'Calculate required employees' }).click();
  const assigned = wizard.getByLabel('ASSIGNED EMPLOYEES', { exact: true });
  await expectAttribute(assigned, 'data-short', 'true');
  const requiredCount = Number(
    await wizard.getByLabel('REQUIRED EMPLOYEES', { exact: true }).locator('p').textContent(),
  );
  expect(requiredCount).toBeGreaterThan(1);
  await wizard.getByRole('button', { name: 'Save' }).click();
  await wizard.getByText('Working days setup completed').waitFor();
  await banner(page, 'Complete roster setup', 25).waitFor();

  // 2. Positions: the role with 2 a day (the counters are bounded by the working days).
  await heading(wizard, 2, 'Positions setup').waitFor();
  await wizard.getByText('No shift positions found, please add new shift position').waitFor();
  await wizard.getByRole('tab', { name: 'Add new position' }).click();
  await wizard.getByLabel('Position', { exact: true }).selectOption({ label: ROLE });
  expect(await wizard.getByLabel('Monthly hours').inputValue()).toBe('160');
  const perDay = wizard.getByRole('group', { name: 'Employees required per day' });
  for (const day of DAYS) await perDay.getByLabel(day, { exact: true }).fill('2');
  expect(await perDay.getByLabel('Hld', { exact: true }).isDisabled()).toBe(true);
  await wizard.getByRole('button', { name: 'Save' }).click();
  await wizard.getByText('Positions setup completed').waitFor();
  await banner(page, 'Complete roster setup', 50).waitFor();

  // 3. Employees: Thabo found by the search, in the new position.
  await heading(wizard, 3, 'Employees setup').waitFor();
  await wizard.getByRole('tab', { name: 'Add new employee' }).click();
  await wizard.getByRole('combobox', { name: 'Search employee' }).fill('Thabo');
  await wizard.getByRole('option', { name: /Thabo Mokoena/ }).click();
  await wizard.getByLabel('Position', { exact: true }).selectOption({ label: ROLE });
  await wizard.getByRole('button', { name: 'Save' }).click();
  await wizard.getByText('Employees setup completed').waitFor();
  await banner(page, 'Complete roster setup', 75).waitFor();

  // 4. Constraints: drag Leave days onto the drop zone, then Hour targets onto Leave days (it takes priority 1).
  await heading(wizard, 4, 'Constrains setup').waitFor();
  const available = wizard.getByRole('list', { name: 'Available rules' });
  await drag(page, available.getByRole('listitem', { name: 'Leave days' }), wizard.getByText('Drag rules here'));
  await wizard.getByRole('list', { name: 'Assigned rules' }).getByRole('listitem', { name: 'Leave days' }).waitFor();
  await banner(page, 'Update roster setup', 100).waitFor();
  await drag(
    page,
    available.getByRole('listitem', { name: 'Hour targets' }),
    wizard.getByRole('list', { name: 'Assigned rules' }).getByRole('listitem', { name: 'Leave days' }),
    { above: true },
  );
  await waitForOrder(wizard, ['Hour targets', 'Leave days']);

  // Required versus assigned: more employees on the shift turn the assigned card back to normal.
  for (const empd of MORE_EMPLOYEES) {
    const added = await admin.call('/api/rstgen/65435', {
      roster_shift_employees: {
        std: SITE,
        sftd,
        empd,
        rld,
        apply_wrkng_days: 0,
        monthly_hours: 160,
        weekly_hours: 40,
        dailly_hours: 8,
        mon: 0,
        tue: 0,
        wed: 0,
        thu: 0,
        fri: 0,
        sat: 0,
        sun: 0,
        hld: 0,
      },
    });
    expect(added.status).toBe('OK');
  }
  await wizard.getByRole('button', { name: 'Step 1: Working days setup (Working days setup completed)' }).click();
  await wizard.getByRole('button', { name: 'Calculate required employees' }).click();
  await expectAttribute(wizard.getByLabel('ASSIGNED EMPLOYEES', { exact: true }), 'data-short', 'false');
  expect(
    Number(await wizard.getByLabel('ASSIGNED EMPLOYEES', { exact: true }).locator('p').textContent()),
  ).toBeGreaterThanOrEqual(requiredCount);

  // After a reload the wizard opens in a modal (100%) and the rule order is kept.
  await page.reload();
  await selectShift(page);
  await banner(page, 'Update roster setup', 100).click();
  const dialog = page.getByRole('dialog', { name: 'Roster setup' });
  await dialog.getByRole('button', { name: /^Step 4: Constrains setup/ }).click();
  await waitForOrder(dialog, ['Hour targets', 'Leave days']);
  expect(errors).toEqual([]);
  await context.close();
});

test('a view-only supervisor sees the steps without add, save or remove, and the server refuses their writes', async () => {
  const { context, page } = await newPage(browser);
  await openAcmeTimes(page, '821234568', 'Group#2026');
  await selectShift(page);
  await banner(page, 'Update roster setup', 100).click();
  const dialog = page.getByRole('dialog', { name: 'Roster setup' });

  await heading(dialog, 3, 'Employees setup').waitFor();
  await dialog.getByRole('table', { name: 'Available employees' }).getByText('Thabo').waitFor();
  expect(await dialog.getByRole('tab', { name: 'Add new employee' }).count()).toBe(0);

  await dialog.getByRole('button', { name: /^Step 1: Working days setup/ }).click();
  const required = dialog.getByRole('group', { name: 'Employees required per day' });
  await required.getByLabel('Mon', { exact: true }).waitFor();
  expect(await required.getByLabel('Mon', { exact: true }).isDisabled()).toBe(true);
  expect(await dialog.getByRole('button', { name: 'Save' }).count()).toBe(0);

  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('listitem', { name: ROLE }).waitFor();
  expect(await dialog.getByRole('tab', { name: 'Add new position' }).count()).toBe(0);

  await dialog.getByRole('button', { name: /^Step 4: Constrains setup/ }).click();
  await waitForOrder(dialog, ['Hour targets', 'Leave days']);
  expect(await dialog.getByRole('button', { name: /^(Remove|Assign|Move) / }).count()).toBe(0);

  const sipho = await signedInApi('821234568', 'Group#2026');
  const refusals = await Promise.all([
    sipho.call('/api/rstrl/43002', { roster_rules_workingdays: { std: SITE, sftd, mon: 9 } }),
    sipho.call('/api/rstrl/43004', { std: SITE, sftd, roster_rule: { id: 6, priority: 1 } }),
    sipho.call('/api/rstrl/43005', { std: SITE, sftd, roster_rule: { id: 3 } }),
    sipho.call('/api/rstgen/556112', { roster_shift_positions: { std: SITE, sftd, rld, mon: 1 } }),
    sipho.call('/api/rstgen/65435', { roster_shift_employees: { std: SITE, sftd, empd: 'bFEZxdbVVmliWKO8', rld } }),
  ]);
  expect(refusals.map((answer) => answer.status)).toEqual(Array(5).fill('INVALID_USER_RIGHTS'));
  await context.close();
});

async function expectAttribute(locator: Locator, name: string, value: string): Promise<void> {
  await locator.waitFor();
  await locator
    .page()
    .waitForFunction(([element, attribute, wanted]) => (element as Element).getAttribute(attribute) === wanted, [
      await locator.elementHandle(),
      name,
      value,
    ] as const);
}

async function waitForOrder(wizard: Locator, names: string[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  let seen: (string | null)[] = [];
  while (Date.now() < deadline) {
    seen = await assignedNames(wizard);
    if (JSON.stringify(seen) === JSON.stringify(names)) return;
    await wizard.page().waitForTimeout(100);
  }
  expect(seen).toEqual(names);
}
