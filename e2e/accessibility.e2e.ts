/**
 * Accessibility and phones on the main screens. axe-core (e2e/support/axe.ts) finds nothing serious
 * or critical, and each screen has exactly one h1: the public home, sign-in, sign-up, the app home,
 * every Times page, the setup wizard, the shift setup wizard, and a calculated roster's Summary and
 * View Roster. On a phone (390 x 844) no page scrolls sideways (wide tables and the roster calendar
 * scroll inside their own box), axe finds nothing serious there either, the Times menu stays
 * behind its Menu button until pressed, and View Roster shows days beside the employee names. My
 * Times' four pages, as a demo employee sees them on a phone, pass the same checks.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousFindings } from './support/axe';
import { calendarFit } from './support/calendarFit';
import { newPage, shellUrl } from './support/browser';
import { createAndOpenApp } from './support/newApp';
import { openAcmeTimes, openMyTimes } from './support/publicPages';
import { rosterJourney } from './support/rosterJourney';
import { selectRosterShift } from './support/rosterPage';
import { sideways } from './support/sideways';

const stamp = Date.now().toString(36).slice(-5);
const SHIFT = `Access ${stamp}`;
const POSITION = `Usher ${stamp}`;

let browser: Browser;
beforeAll(async () => {
  // A shift with a calculated roster at Pretoria Central, for the roster screens and the shift setup wizard.
  ({ browser } = await rosterJourney({
    // Employees of its own: a roster keeps clear of the days its employees work in the app's other
    // rosters, so the seeded ones, rostered here, would leave rosters.e2e.ts's roster of them uncovered.
    employees: { count: 4, prefix: `Ax${stamp}` },
    shift: { shiftName: SHIFT, roleName: POSITION, abbr: `U${stamp.slice(-3)}`, perDay: 2, rules: [1, 2] },
    calculate: true,
  }));
});
afterAll(() => browser.close());

/**
 * The Times pages by their menu entry, each with what shows once it has loaded its data. Other
 * journeys add sites to Acme Retail that sort before Pretoria Central, so the shifts page is
 * pointed at our shift's site rather than trusting the first one.
 */
const TIMES_PAGES: { menu: string; ready: (main: Locator) => Locator | Promise<Locator> }[] = [
  { menu: 'ROSTER', ready: (main) => main.getByLabel('Select Client') },
  { menu: 'ROSTER LIST', ready: (main) => main.getByRole('button', { name: 'Search' }) },
  { menu: 'TIMESHEET', ready: (main) => main.getByRole('heading', { name: 'Timesheet', exact: true }) },
  // Its own h1 (the timesheet before it has a 'Site' too, still there for a moment after the click).
  { menu: 'KIOSK', ready: (main) => main.getByRole('heading', { name: 'Kiosk', exact: true }) },
  { menu: 'REQUESTS', ready: (main) => main.getByRole('tab', { name: /^Pending/ }) },
  { menu: 'CLIENTS', ready: (main) => main.getByRole('listitem').first() },
  { menu: 'SITES', ready: (main) => main.getByRole('table', { name: 'Available Sites' }).getByRole('row').nth(1) },
  {
    menu: 'SHIFTS',
    ready: async (main) => {
      await main.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'Pretoria Central' });
      return main.getByText(SHIFT).first();
    },
  },
  { menu: 'POSITIONS', ready: (main) => main.getByText(POSITION).first() },
  {
    menu: 'EMPLOYEES',
    ready: (main) => main.getByRole('table', { name: 'Available Employees' }).getByRole('row').nth(1),
  },
  { menu: 'USERS', ready: (main) => main.getByRole('button', { name: /^Open / }).first() },
  { menu: 'WEBCAM', ready: (main) => main.getByRole('heading', { name: 'Webcam', exact: true }) },
];

const menu = (page: Page) => page.getByRole('navigation', { name: 'Times menu' });

/**
 * No serious or critical axe finding, and one h1; the screen's name leads a failure's list.
 * The page asks for reduced motion, so colours are measured settled, not halfway through a fade.
 */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const findings = await seriousFindings(page);
  const h1 = await page.getByRole('heading', { level: 1 }).count();
  expect({ screen, findings, h1 }).toEqual({ screen, findings: [], h1: 1 });
}

/** The page is no wider than the window; a failure lists what sticks out. */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const { scrollWidth, innerWidth, culprits } = await sideways(page);
  expect({
    screen,
    tooWide: scrollWidth > innerWidth ? [`${scrollWidth} > ${innerWidth} px`, ...culprits] : [],
  }).toEqual({ screen, tooWide: [] });
}

async function openSummaryAndCalendar(page: Page, onEach: (screen: string) => Promise<void>): Promise<void> {
  await menu(page).getByRole('link', { name: 'ROSTER', exact: true }).click();
  await selectRosterShift(page, SHIFT);
  await page.getByRole('tab', { name: 'Summary', exact: true }).first().click();
  await page
    .locator('dt', { hasText: /^Employees$/ })
    .first()
    .waitFor({ timeout: 60_000 });
  await onEach('roster Summary');
  await page.getByRole('tab', { name: 'View Roster', exact: true }).first().click();
  await page.getByRole('grid', { name: 'Roster calendar' }).locator('td[data-emd]').first().waitFor();
  await onEach('roster View Roster');
}

test('the public home, sign-in and sign-up have no serious axe finding and one h1', async () => {
  const { context, page } = await newPage(browser);
  await page.goto(shellUrl('/'));
  await page.getByRole('heading', { name: 'Workforce auto roster and timesheet management' }).waitFor();
  await expectAccessible(page, 'public home');
  await page.goto(shellUrl('/approot/login'));
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await expectAccessible(page, 'sign in');
  await page.goto(shellUrl('/approot/signup'));
  await page.getByRole('button', { name: 'Sign up' }).waitFor();
  await expectAccessible(page, 'sign up');
  await context.close();
});

test('the app home, every Times page, the roster screens and the shift setup wizard have no serious axe finding and one h1', async () => {
  const { context, page, errors } = await newPage(browser);
  await openAcmeTimes(page);
  await page.goto(shellUrl('/apphome'));
  await page.getByRole('tab', { name: 'Discover' }).waitFor();
  await expectAccessible(page, 'app home');
  await page.goBack();

  const main = page.getByRole('main');
  for (const { menu: entry, ready } of TIMES_PAGES) {
    await menu(page).getByRole('link', { name: entry, exact: true }).click();
    await (await ready(main)).waitFor();
    await expectAccessible(page, entry);
  }

  await openSummaryAndCalendar(page, (screen) => expectAccessible(page, screen));
  await page.getByRole('button', { name: 'Update roster setup (100%)' }).click();
  await page
    .getByRole('dialog', { name: 'Roster setup' })
    .getByRole('heading', { name: /^Step \d: / })
    .waitFor();
  await expectAccessible(page, 'shift setup wizard');
  expect(errors).toEqual([]);
  await context.close();
});

test('the setup wizard of a new app has no serious axe finding and one h1', async () => {
  const { context, page, errors } = await newPage(browser);
  await createAndOpenApp(page, `Access Check ${stamp}`);
  await page.getByRole('button', { name: 'Setup times using wizard (0%)' }).click();
  await page.getByRole('dialog', { name: 'Use wizard to setup times' }).getByLabel('Client type name').waitFor();
  await expectAccessible(page, 'setup wizard');
  expect(errors).toEqual([]);
  await context.close();
});

test('on a phone no page scrolls sideways, axe finds nothing serious, and the Times menu opens from its Menu button', async () => {
  const { context, page, errors } = await newPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(shellUrl('/'));
  await page.getByRole('heading', { name: 'Workforce auto roster and timesheet management' }).waitFor();
  await expectNoSidewaysScroll(page, 'public home');
  await openAcmeTimes(page);

  const button = page.getByRole('button', { name: 'Menu' });
  const main = page.getByRole('main');
  for (const { menu: entry, ready } of TIMES_PAGES) {
    expect(await menu(page).isVisible()).toBe(false);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await menu(page).getByRole('link', { name: entry, exact: true }).click();
    await (await ready(main)).waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await expectNoSidewaysScroll(page, entry);
    await expectAccessible(page, `${entry} on a phone`);
  }

  // Escape closes the menu too, and gives the focus back to the button.
  await button.click();
  await menu(page).getByRole('link', { name: 'ROSTER', exact: true }).waitFor();
  await page.keyboard.press('Escape');
  expect(await menu(page).isVisible()).toBe(false);
  expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

  await button.click();
  await openSummaryAndCalendar(page, async (screen) => {
    await expectNoSidewaysScroll(page, screen);
    await expectAccessible(page, `${screen} on a phone`);
  });
  // View Roster on a phone: days beside the employee column, whole names, the Toolbox's lock at
  // its size and a 'Select Period' of touch size.
  const fit = await calendarFit(page);
  expect(fit).toEqual({ ...fit, cutNames: [], legendLockWidth: 12 });
  expect(fit.daysInView).toBeGreaterThanOrEqual(2);
  expect(fit.periodSelectHeight).toBeGreaterThanOrEqual(38);
  expect(errors).toEqual([]);
  await context.close();
});

test("My Times on a phone: each page fits, one h1, axe finds nothing serious (the demo's Mandla)", async () => {
  const { context, page, errors } = await newPage(browser, { phone: true });
  await openMyTimes(page, '822338553', 'Mandla#2026');
  const nav = page.getByRole('navigation', { name: 'My Times' });
  const main = page.getByRole('main');
  const pages = [
    { link: 'My shifts', ready: main.getByRole('heading', { level: 1, name: 'My shifts' }) },
    { link: 'Time off', ready: main.getByRole('list', { name: 'My requests' }) },
    { link: 'Availability', ready: main.getByRole('form', { name: 'Add request' }) },
    { link: /^Inbox/, ready: main.getByRole('heading', { level: 1, name: 'Inbox' }) },
  ];
  for (const { link, ready } of pages) {
    await nav.getByRole('link', { name: link }).click();
    await ready.waitFor();
    await expectNoSidewaysScroll(page, `My Times ${String(link)}`);
    await expectAccessible(page, `My Times ${String(link)} on a phone`);
  }
  expect(errors).toEqual([]);
  await context.close();
});
