/**
 * My Times (issue 31), on a phone (390 x 844) and a manager's desktop: the admin invites an
 * employee from their edit view; the employee opens the texted link, signs up with the invited
 * mobile (filled in) and opens the app from the app home into My Times, where a Draft roster shows
 * nothing and the published one their days; they ask for two days off; the manager sees the count
 * in the menu and approves on the Requests page; the roster is re-planned and the employee's inbox
 * and My shifts show it. With the API unreachable My shifts reads the last answer ('as of'), and a
 * request made meanwhile is sent once when the API is back; installable (its manifest), My Times then
 * opens with no connection at all from what its service worker kept.
 */
import type { Page } from 'playwright-core';
import type { RequestRow } from '@times/shared-sdk';
import { signedInApi } from './support/api';
import type { ApiUser } from './support/api';
import { newPage, shellUrl } from './support/browser';
import { busiestEmployee, giveOwnMobile, invitationLink, publishRoster, rosterCalculated } from './support/myTimes';
import { latestOtp } from './support/outbox';
import { openAcmeTimes } from './support/publicPages';
import { rosterJourney } from './support/rosterJourney';
import type { RosterJourney } from './support/rosterJourney';
import { PRETORIA_CENTRAL as SITE } from './support/site';

const stamp = Date.now().toString(36).slice(-5);
const PREFIX = `Mt${stamp}`;
const PASSWORD = 'Worker#2026';

let journey: RosterJourney;
/** Published by an earlier attempt of the journey (a retry): its Draft cannot be seen again. */
let published = false;

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
  const link = await invitationLink(`27${mobile.slice(1)}`);
  await phone.page.goto(shellUrl(new URL(link, shellUrl()).pathname));
  await phone.page.getByText(`Acme Times invites ${name} Bench to Times.`).waitFor();
  await phone.page.getByRole('button', { name: 'Sign up' }).click();
  expect(await phone.page.getByLabel('Mobile number').inputValue()).toBe(mobile);
  expect(await phone.page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
  await phone.page.getByLabel('Email address (optional)').fill(`m${mobile}@times.test`);
  await phone.page.getByLabel('Date of birth').fill('1990-01-15');
  await phone.page.getByLabel('Female').check();
  await phone.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await phone.page.getByLabel('Retype password').fill(PASSWORD);
  await phone.page.getByRole('button', { name: 'Sign up' }).click();
  await phone.page.getByLabel('OTP').fill(await latestOtp(`27${mobile.slice(1)}`, 'registration'));
  await phone.page.getByRole('button', { name: 'Verify' }).click();
  await phone.page.waitForURL('**/apphome');
  await phone.page.getByRole('tab', { name: 'Following' }).click();
  await phone.page.getByRole('button', { name: 'Open Acme Times' }).first().click();
  await phone.page.waitForURL('**/mytimes/shifts');
  const main = phone.page.getByRole('main');
  if (!published) {
    // Next month's roster is a Draft: none of its days shows.
    await main.getByText('No published shifts coming up.', { exact: false }).waitFor();
    await publishRoster(journey.admin, SITE, journey.sftd, journey.rstd);
    published = true;
  }
  const employee = await signedInApi(mobile.slice(1), PASSWORD);
  const me = (await employee.call('/api/my/30301')).me as { today: string };
  const until = new Date(Date.parse(`${me.today}T00:00:00Z`) + 45 * 86_400_000).toISOString().slice(0, 10);
  const days = await comingDays(employee, me.today, until);
  expect(days.length).toBeGreaterThan(1);
  await phone.page.reload();
  await main.getByRole('list', { name: 'Coming days' }).getByRole('listitem').first().waitFor();
  expect(await main.getByRole('list', { name: 'Coming days' }).getByRole('listitem').count()).toBe(
    days.filter((day) => day > me.today).length,
  );

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
