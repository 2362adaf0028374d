/**
 * My Times (issue 31), on a phone (390 x 844) and a manager's desktop: the admin invites an
 * employee from their edit view; the employee opens the texted link, signs up with the invited
 * mobile (filled in) and opens the app from the app home into My Times, where a Draft roster shows
 * nothing and the published one their days; they ask for two days off; the manager sees the count
 * in the menu and approves on the Requests page; the roster is re-planned and the employee's inbox
 * and My shifts show it. With the API unreachable My shifts reads the last answer ('as of'), and a
 * request made meanwhile is sent once when the API is back; installable (its manifest), My Times then
 * opens with no connection at all from what its service worker kept. Then the employee changes
 * their availability: a week of a month with no roster yet applies at once and the next calculation
 * keeps to it; a day of the published month waits until the manager approves it on the Requests page.
 */
import type { Page } from 'playwright-core';
import type { RequestRow } from '@times/shared-sdk';
import { signedInApi } from './support/api';
import type { ApiUser } from './support/api';
import { newPage, shellUrl } from './support/browser';
import {
  busiestEmployee,
  giveOwnMobile,
  publishRoster,
  rosterCalculated,
  rosterDays,
  signUpFromInvitation,
} from './support/myTimes';
import { openAcmeTimes, openMyTimes } from './support/publicPages';
import { calculateMonthRoster, monthStart } from './support/rosterShift';
import { rosterJourney } from './support/rosterJourney';
import type { RosterJourney } from './support/rosterJourney';
import { PRETORIA_CENTRAL as SITE } from './support/site';

const stamp = Date.now().toString(36).slice(-5);
const PREFIX = `Mt${stamp}`;
const PASSWORD = 'Worker#2026';

let journey: RosterJourney;
/** Published by an earlier attempt of the journey (a retry): its Draft cannot be seen again. */
let published = false;
/** The employee the first journey linked: the availability journey signs in as them. */
let linked: { empd: string; name: string; mobile: string } | null = null;

beforeAll(async () => {
  journey = await rosterJourney({
    employees: { count: 2, prefix: PREFIX },
    shift: {
      shiftName: `Phone ${stamp}`,
      roleName: `Walker ${stamp}`,
      abbr: `P${stamp.slice(-3).toUpperCase()}`,
      perDay: 1,
    },
    calculate: true,
  });
  await rosterCalculated(journey.admin, SITE, journey.sftd, journey.rstd);
});
afterAll(() => journey.browser.close());

/** The employee's coming days in My shifts, as the API gives them to the employee. */
async function comingDays(employee: ApiUser, from: string, to: string): Promise<string[]> {
  const answer = await employee.call('/api/my/30302', { from_date: from, to_date: to });
  return (answer.shifts as { date: string; status: string }[])
    .filter((one) => one.status === 'coming')
    .map((one) => one.date);
}

async function inviteFromEditView(page: Page, name: string) {
  const main = page.getByRole('main');
  await page.getByRole('navigation', { name: 'Times menu' }).getByRole('link', { name: 'EMPLOYEES' }).click();
  await main.getByLabel('Filter').selectOption('Employee');
  await main.getByLabel('Search employee').fill(name);
  // The search answers after typing stops: wait for the list to hold just the employee.
  await main.getByText('1 of 1', { exact: true }).waitFor();
  await main.getByRole('cell', { name: `${name} Bench`, exact: true }).click();
  const account = main.getByRole('region', { name: 'Times account' });
  await account.getByText('Not invited').waitFor();
  await account.getByRole('button', { name: 'Invite to Times' }).click();
  await account.getByText('Invitation sent.').waitFor();
  await account.getByText(/^Invited /).waitFor();
}

it('invites, signs up from the link, shows published days, and approves time off', async () => {
  // The employee the calculation gave the most days (on a one-a-day shift of two, one may get all of them).
  const empd = await busiestEmployee(journey.admin, SITE, journey.sftd, journey.rstd);
  const name = `${PREFIX}${journey.emds.indexOf(empd)}`;
  // A retried attempt starts again from an employee without an account, and a new person's mobile.
  await journey.admin.call('/api/empacc/30104', { empd });
  await journey.admin.call('/api/empacc/30103', { empd });
  const earlier = (await journey.admin.call('/api/rqst/30401', { state: 'pending' })).requests as RequestRow[];
  for (const request of earlier.filter((one) => one.empd === empd))
    await journey.admin.call('/api/rqst/30403', { rqd: request.rqd, decision: 'decline', reason: 'A retried journey' });
  const mobile = await giveOwnMobile(journey.admin, empd);
  const manager = await newPage(journey.browser);
  await openAcmeTimes(manager.page);
  await inviteFromEditView(manager.page, name);

  const phone = await newPage(journey.browser, { phone: true });
  await signUpFromInvitation(phone.page, { mobile, name, password: PASSWORD }, async (page) => {
    expect(await page.getByLabel('Mobile number').inputValue()).toBe(mobile);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
  });
  const main = phone.page.getByRole('main');
  if (!published) {
    // Next month's roster is a Draft: none of its days shows.
    await main.getByText('No published shifts coming up.', { exact: false }).waitFor();
    await publishRoster(journey.admin, SITE, journey.sftd, journey.rstd);
    published = true;
  }
  const employee = await signedInApi(mobile.slice(1), PASSWORD);
  linked = { empd, name, mobile };
  const me = (await employee.call('/api/my/30301')).me as { today: string };
  const until = new Date(Date.parse(`${me.today}T00:00:00Z`) + 45 * 86_400_000).toISOString().slice(0, 10);
  const days = await comingDays(employee, me.today, until);
  expect(days.length).toBeGreaterThan(1);
  await phone.page.reload();
  await main.getByRole('list', { name: 'Coming days' }).getByRole('listitem').first().waitFor();
  expect(await main.getByRole('list', { name: 'Coming days' }).getByRole('listitem').count()).toBe(
    days.filter((day) => day > me.today).length,
  );

  // The calendar link of their published days, from My shifts.
  const calendar = main.getByRole('region', { name: 'Add to my calendar' });
  await calendar.getByRole('button', { name: 'Get my calendar link' }).click();
  const feedUrl = await calendar.getByLabel('Calendar link').inputValue();
  const feed = await (await fetch(feedUrl)).text();
  expect(feed.split('BEGIN:VEVENT').length - 1).toBeGreaterThanOrEqual(days.length);

  // Two days off from the first rostered day.
  const [first] = days;
  const second = new Date(Date.parse(`${first}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await phone.page.getByRole('navigation', { name: 'My Times' }).getByRole('link', { name: 'Time off' }).click();
  await main.getByLabel('First day off').fill(first!);
  await main.getByLabel('Last day off').fill(second);
  await main.getByLabel('Reason').fill('Family wedding');
  await main.getByRole('button', { name: 'Send request' }).click();
  await main.getByText('Your request was sent to your manager.').waitFor();
  await main.getByRole('list', { name: 'My requests' }).getByText('Waiting').waitFor();

  // The manager: the count in the menu, the request with the days it touches, approved.
  await manager.page.reload();
  const menu = manager.page.getByRole('navigation', { name: 'Times menu' });
  const requestsEntry = menu.getByRole('link', { name: 'REQUESTS', exact: true });
  await requestsEntry.locator('[data-count]').waitFor();
  await requestsEntry.click();
  const card = manager.page.getByRole('main').getByRole('listitem', { name: new RegExp(`^${name} Bench`) });
  await card.getByText('Family wedding').waitFor();
  await card.getByText(/^Touches \d+ rostered days?$/).waitFor();
  await card.getByRole('button', { name: 'Approve' }).click();
  const anyway = card.getByRole('button', { name: 'Approve anyway' });
  await Promise.race([anyway.waitFor(), manager.page.getByText('Approved: the roster is re-planned.').waitFor()]);
  if (await anyway.isVisible()) await anyway.click();
  await manager.page.getByText('Approved: the roster is re-planned.').waitFor();

  // The employee: the inbox tells it, My shifts no longer has the first day.
  await phone.page
    .getByRole('navigation', { name: 'My Times' })
    .getByRole('link', { name: /^Inbox/ })
    .click();
  await main.getByRole('listitem', { name: 'Time off approved' }).waitFor();
  await main.getByRole('listitem', { name: 'Your days changed' }).waitFor();
  expect(await comingDays(employee, me.today, until)).not.toContain(first);
  await phone.page.getByRole('navigation', { name: 'My Times' }).getByRole('link', { name: 'My shifts' }).click();
  await main.getByRole('list', { name: 'Coming days' }).waitFor();
  expect(await main.getByRole('list', { name: 'Coming days' }).getByRole('listitem').count()).toBe(
    (await comingDays(employee, me.today, until)).filter((day) => day > me.today).length,
  );

  // The API unreachable: My shifts from the last answer, a request kept on the phone.
  await phone.context.route(/\/api\//, (route) => route.abort('connectionrefused'));
  await phone.page.reload();
  await main.getByText(/^Offline: as of /).waitFor();
  await main.getByRole('list', { name: 'Coming days' }).getByRole('listitem').first().waitFor();
  const later = days.at(-1)!;
  await phone.page.getByRole('navigation', { name: 'My Times' }).getByRole('link', { name: 'Time off' }).click();
  await main.getByLabel('First day off').fill(later);
  await main.getByLabel('Last day off').fill(later);
  await main.getByLabel('Reason').fill('Doctor');
  await main.getByRole('button', { name: 'Send request' }).click();
  await main.getByText('Saved on this phone: it is sent when you are back online.').waitFor();
  await phone.context.unroute(/\/api\//);
  await phone.page.getByRole('navigation', { name: 'My Times' }).getByRole('link', { name: 'My shifts' }).click();
  await phone.page.getByRole('navigation', { name: 'My Times' }).getByRole('link', { name: 'Time off' }).click();
  await main.getByRole('list', { name: 'My requests' }).getByText('Doctor').waitFor();
  const requests = (await employee.call('/api/my/30303')).requests as { reason: string; state: string }[];
  expect(requests.filter((one) => one.reason === 'Doctor' && one.state === 'pending')).toHaveLength(1);

  // Installable, and opening without a connection: the manifest, and the service worker keeping the page.
  const manifest = await phone.page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
  });
  expect(manifest).toMatchObject({ start_url: '/mytimes/shifts', scope: '/mytimes/', display: 'standalone' });
  await phone.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Loaded again under the worker: the page and its scripts are kept as they pass.
  await phone.page.goto(shellUrl('/mytimes/shifts'));
  await main.getByRole('list', { name: 'Coming days' }).getByRole('listitem').first().waitFor();
  const kept = await phone.page.evaluate(async () =>
    (await (await caches.open('mytimes-v1')).keys()).map((request) => request.url),
  );
  expect(kept.some((url) => url.endsWith('/mytimes/'))).toBe(true);
  expect(kept.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  await phone.context.setOffline(true);
  await phone.page.reload();
  await main.getByText(/^Offline: as of /).waitFor();
  await main.getByRole('list', { name: 'Coming days' }).getByRole('listitem').first().waitFor();
  await phone.context.setOffline(false);

  expect(phone.errors.filter((error) => !/Failed to fetch|NetworkError/.test(error))).toEqual([]);
  expect(manager.errors).toEqual([]);
  await phone.context.close();
  await manager.context.close();
});

/** Makes the journey's employee unavailable on the dates, as the admin does in the availability dialog. */
async function unavailableAsAdmin(empd: string, dates: string[]): Promise<void> {
  const listed = await journey.admin.call('/api/rstgen/34522', {
    std: SITE,
    sftd: journey.sftd,
    flt: 0,
    pg: 1,
    lst_count: 0,
    lst_date: '',
    lst_name: '',
    srch_word: '',
  });
  const row = (listed.roster_shift_employees as { emd: string; rshftempd: string }[]).find((one) => one.emd === empd);
  if (!row) throw new Error(`employee ${empd} is not on the shift`);
  const saved = await journey.admin.call('/api/rstgen/34531', {
    rshftempd: row.rshftempd,
    std: SITE,
    sftd: journey.sftd,
    employee_availability: {
      unavailable_dates: dates,
      unavailable_days: [],
      requests: [],
      min_hours: null,
      max_hours: null,
      max_weekends: null,
      min_consecutive_days: null,
      min_consecutive_days_off: null,
      max_shifts: null,
      forbidden_successions: [],
    },
  });
  if (saved.status !== 'OK') throw new Error(`availability save: ${saved.status}`);
}

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(',', '');

it("changes availability from the phone: an unpublished month's days at once, a published day after the manager", async () => {
  if (!linked) throw new Error('the first journey linked no employee');
  const { empd, name, mobile } = linked;
  const employee = await signedInApi(mobile.slice(1), PASSWORD);
  const me = (await employee.call('/api/my/30301')).me as { today: string };
  const later = monthStart(2);
  const day = (n: number) => `${later.slice(0, 8)}${String(n).padStart(2, '0')}`;
  // The other employee cannot work the first week of that month (the admin's availability), so the
  // employee is needed on each of its days; from the phone they take out the 3rd to the 5th.
  const other = journey.emds.find((one) => one !== empd)!;
  await unavailableAsAdmin(other, [1, 2, 3, 4, 5, 6, 7].map(day));
  const week = [3, 4, 5].map(day);
  // A retried attempt: what waits withdrawn, that month's dates taken out again (no roster there: at once).
  const page = await employee.call('/api/my/30309');
  const waitingBefore = page.waiting as { rqd: string } | null;
  if (waitingBefore) await employee.call('/api/my/30305', { rqd: waitingBefore.rqd });
  const applied = (await employee.call('/api/my/30309')).availability as { unavailable_dates: string[] };
  const kept = applied.unavailable_dates.filter((date) => date < later);
  await employee.call('/api/my/30310', { availability: { ...applied, unavailable_dates: kept } });
  const until = new Date(Date.parse(`${me.today}T00:00:00Z`) + 45 * 86_400_000).toISOString().slice(0, 10);
  const rostered = (await comingDays(employee, me.today, until)).find((one) => !kept.includes(one) && one > me.today);
  if (!rostered) throw new Error('the employee has no coming published day left');

  const phone = await newPage(journey.browser, { phone: true });
  await openMyTimes(phone.page, mobile.slice(1), PASSWORD);
  // The managers' frame is not theirs: a link to it opens My Times.
  await phone.page.goto(shellUrl('/apptimes/roster'));
  await phone.page.waitForURL('**/mytimes/shifts');
  await phone.page.getByRole('navigation', { name: 'My Times' }).getByRole('link', { name: 'Availability' }).click();
  const main = phone.page.getByRole('main');
  await main.getByText(/^Your roster for .+ is published: changes in it wait for your manager\.$/).waitFor();
  const addDate = main.getByRole('form', { name: 'Add date' });
  const dates = main.getByRole('list', { name: 'Dates I cannot work' });
  for (const date of [...week, rostered]) {
    await addDate.getByLabel('Date').fill(date);
    await addDate.getByRole('button', { name: 'Add date' }).click();
    await dates.getByText(dayLabel(date), { exact: true }).waitFor();
  }
  await main.getByRole('button', { name: 'Save availability' }).click();
  await main.getByText('Saved: 3 applied at once, 1 waiting for your manager.').waitFor();
  const waiting = main.getByRole('region', { name: 'Waiting for your manager' });
  await waiting.getByText(`Cannot work on ${dayLabel(rostered)}`).waitFor();

  // The next calculation (the month after next, no roster yet) keeps to them: the employee works the
  // week's other days, and none of those three.
  const rstd = await calculateMonthRoster(journey.admin, SITE, journey.sftd, later);
  await rosterCalculated(journey.admin, SITE, journey.sftd, rstd);
  const days = (await rosterDays(journey.admin, SITE, journey.sftd, rstd)).get(empd) ?? [];
  expect([1, 2, 6, 7].map(day).filter((one) => !days.includes(one))).toEqual([]);
  expect(days.filter((one) => week.includes(one))).toEqual([]);

  // The manager approves the day that waits; the employee's page shows it applied.
  const manager = await newPage(journey.browser);
  await openAcmeTimes(manager.page);
  await manager.page
    .getByRole('navigation', { name: 'Times menu' })
    .getByRole('link', { name: 'REQUESTS', exact: true })
    .click();
  const card = manager.page.getByRole('main').getByRole('listitem', { name: `${name} Bench Availability change` });
  await card.getByText(`Cannot work on ${dayLabel(rostered)}`).waitFor();
  await card.getByText('Touches 1 rostered day').waitFor();
  await card.getByRole('button', { name: 'Approve' }).click();
  const anyway = card.getByRole('button', { name: 'Approve anyway' });
  await Promise.race([anyway.waitFor(), manager.page.getByText('Approved: the roster is re-planned.').waitFor()]);
  if (await anyway.isVisible()) await anyway.click();
  await manager.page.getByText('Approved: the roster is re-planned.').waitFor();
  expect(await comingDays(employee, me.today, until)).not.toContain(rostered);
  await phone.page.reload();
  await main.getByRole('region', { name: 'Your last change' }).getByText('Your last change: Approved').waitFor();
  expect(await main.getByRole('region', { name: 'Waiting for your manager' }).count()).toBe(0);

  expect(phone.errors).toEqual([]);
  expect(manager.errors).toEqual([]);
  await phone.context.close();
  await manager.context.close();
});
