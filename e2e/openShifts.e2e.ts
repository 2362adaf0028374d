/**
 * Open shifts (issue 34) on two phones (390 x 844): three new employees on a shift of their own (one a day, at most
 * four days in a row, two days off after), next month's roster calculated and published; the two with fewer days
 * invited, each signing up from the texted link into My Times. The manager moves a day of the busiest, which leaves
 * its place open.
 * Both see it in My Times as an open shift they may take; the first takes it and finds it in their coming days; the
 * second, taking it after, is told someone took it first, and it is gone from their list. Then the manager has claims
 * wait (the Requests page, at a desktop): another open place, claimed by the second, waits for the manager, who
 * approves it; the day is then in the second's coming days.
 */
import { signedInApi } from './support/api';
import type { Page } from 'playwright-core';
import type { ApiUser } from './support/api';
import { newPage } from './support/browser';
import { openAcmeTimes } from './support/publicPages';
import {
  busiestEmployee,
  giveOwnMobile,
  publishRoster,
  rosterCalculated,
  rosterDays,
  signUpFromInvitation,
} from './support/myTimes';
import { rosterJourney } from './support/rosterJourney';
import type { RosterJourney } from './support/rosterJourney';
import { PRETORIA_CENTRAL as SITE } from './support/site';

const stamp = Date.now().toString(36).slice(-5);
const PREFIX = `Os${stamp}`;
const PASSWORD = 'Worker#2026';
const DAY_MS = 86_400_000;

let journey: RosterJourney;

beforeAll(async () => {
  journey = await rosterJourney({
    employees: { count: 3, prefix: PREFIX },
    shift: {
      shiftName: `Open ${stamp}`,
      roleName: `Porter ${stamp}`,
      abbr: `O${stamp.slice(-3).toUpperCase()}`,
      perDay: 1,
      maxConsecutive: 4,
      minRest: 2,
      rules: [1, 2],
    },
    calculate: true,
  });
  await rosterCalculated(journey.admin, SITE, journey.sftd, journey.rstd);
  await publishRoster(journey.admin, SITE, journey.sftd, journey.rstd);
});
afterAll(() => journey.browser.close());

const dateAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The open shifts of the journey's roster the employee may take, from their today on, as My Times asks for them. */
async function openShifts(employee: ApiUser): Promise<{ date: string }[]> {
  const { today } = (await employee.call('/api/my/30301')).me as { today: string };
  const answer = await employee.call('/api/my/30312', { from_date: today, to_date: dateAfter(today, 61) });
  return (answer.open_shifts as { date: string; roster_ref: string }[]).filter(
    (one) => one.roster_ref === journey.rstd,
  );
}

/** Moves the colleague's days to free days of the month, one after another, until every employee may take one. */
async function openPlace(colleague: string, employees: ApiUser[]): Promise<string> {
  const theirs = (await rosterDays(journey.admin, SITE, journey.sftd, journey.rstd)).get(colleague) ?? [];
  for (const date of [...theirs]) {
    const target = [1, 2, 3, 4, 5, 6, -1, -2, -3, -4, -5, -6]
      .map((offset) => dateAfter(date, offset))
      .find((one) => !theirs.includes(one) && one.slice(0, 7) === date.slice(0, 7));
    if (!target) continue;
    const moved = await journey.admin.call('/api/rostCalc/45428223', {
      std: SITE,
      sftd: journey.sftd,
      roster_ref: journey.rstd,
      source_name: '',
      source_surname: '',
      source_empd: colleague,
      source_entry_date: date,
      target_data: { name: '', empd: colleague, entry_date: target, emp_rld: '', gender: 1 },
    });
    if (moved.status !== 'OK') continue;
    theirs.splice(theirs.indexOf(date), 1, target);
    const lists: { date: string }[][] = [];
    for (const employee of employees) lists.push(await openShifts(employee));
    const every = lists[0]!.find((one) => lists.every((list) => list.some((other) => other.date === one.date)));
    if (every) return every.date;
  }
  throw new Error('no day of the colleague, moved, left a place every employee may take');
}

const labelOf = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

type Main = ReturnType<Page['getByRole']>;

/** The open shift of the journey's shift on the day, in My Times. */
const placeOn = (main: Main, label: string) =>
  main
    .getByRole('region', { name: 'Open shifts you can take' })
    .getByRole('listitem')
    .filter({ hasText: label })
    .filter({ hasText: `Open ${stamp}` });

/** The first test's two employees, signed up, with their phones; the colleague whose days are moved. */
let signedUp: { phones: { page: Page }[]; employees: ApiUser[]; others: string[]; colleague: string } | undefined;

it('shows an open place to both, gives it to the first who takes it, and closes it for the other', async () => {
  // The colleague is the one with the most days: the other two have room for one more.
  const colleague = await busiestEmployee(journey.admin, SITE, journey.sftd, journey.rstd);
  const others = journey.emds.filter((emd) => emd !== colleague);
  const phones = [await newPage(journey.browser, { phone: true }), await newPage(journey.browser, { phone: true })];
  const employees: ApiUser[] = [];
  for (const [index, phone] of phones.entries()) {
    const empd = others[index]!;
    // A retried attempt starts again from an employee without an account, and a new person's mobile.
    await journey.admin.call('/api/empacc/30104', { empd });
    await journey.admin.call('/api/empacc/30103', { empd });
    const mobile = await giveOwnMobile(journey.admin, empd);
    const invited = await journey.admin.call('/api/empacc/30102', { empd });
    expect(invited.status).toBe('OK');
    const name = `${PREFIX}${journey.emds.indexOf(empd)}`;
    await signUpFromInvitation(phone.page, { mobile, name, password: PASSWORD });
    employees.push(await signedInApi(mobile.slice(1), PASSWORD));
  }
  signedUp = { phones, employees, others, colleague };
  const date = await openPlace(colleague, employees);
  const label = labelOf(date);
  const [first, second] = phones.map(({ page }) => page.getByRole('main'));
  const place = (main: Main | undefined) => placeOn(main!, label);
  for (const { page } of phones) await page.reload();
  await place(first).waitFor();
  await place(second).waitFor();

  await place(first).getByRole('button', { name: 'Take this shift' }).click();
  await first!.getByText('The shift is yours: it is in your coming days.').waitFor();
  await first!
    .getByRole('list', { name: 'Coming days' })
    .getByRole('listitem', { name: new RegExp(`^${label} `) })
    .waitFor();
  expect((await rosterDays(journey.admin, SITE, journey.sftd, journey.rstd)).get(others[0]!)).toContain(date);

  await place(second).getByRole('button', { name: 'Take this shift' }).click();
  await second!.getByText('Someone took this shift first, or it is no longer open').waitFor();
  await place(second).waitFor({ state: 'detached' });
  expect(await openShifts(employees[1]!)).not.toContainEqual(expect.objectContaining({ date }));
});

it('has a claim wait for the manager when the app says so, and gives the place on approval', async () => {
  if (!signedUp) throw new Error('the first test signed no one up');
  const { phones, employees, others, colleague } = signedUp;
  const manager = await newPage(journey.browser);
  await openAcmeTimes(manager.page);
  const requests = manager.page.getByRole('navigation', { name: 'Times menu' });
  await requests.getByRole('link', { name: 'REQUESTS', exact: true }).click();
  const setting = manager.page.getByLabel('Claims of open shifts wait for a manager');
  try {
    if (!(await setting.isChecked())) {
      await setting.click();
      await manager.page.getByText('Setting saved.').waitFor();
    }
    const date = await openPlace(colleague, [employees[1]!]);
    const label = labelOf(date);
    const phone = phones[1]!.page;
    const main = phone.getByRole('main');
    await phone.reload();
    await placeOn(main, label).getByRole('button', { name: 'Take this shift' }).click();
    await main.getByText('Your manager has been asked: the shift is yours once they approve.').waitFor();
    await placeOn(main, label).getByText('Waiting for your manager').waitFor();
    // Not theirs yet (they may have no day on the roster at all).
    const before = (await rosterDays(journey.admin, SITE, journey.sftd, journey.rstd)).get(others[1]!) ?? [];
    expect(before).not.toContain(date);

    await manager.page.reload();
    const name = `${PREFIX}${journey.emds.indexOf(others[1]!)}`;
    const card = manager.page
      .getByRole('main')
      .getByRole('listitem', { name: new RegExp(`^${name} .*Open shift ${label}$`) });
    await card.getByText(`Open ${stamp} ·`, { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    await manager.page.getByText('Approved: the shift is theirs.').waitFor();
    expect((await rosterDays(journey.admin, SITE, journey.sftd, journey.rstd)).get(others[1]!)).toContain(date);

    await phone.reload();
    await main
      .getByRole('list', { name: 'Coming days' })
      .getByRole('listitem', { name: new RegExp(`^${label} `) })
      .waitFor();
    await placeOn(main, label).waitFor({ state: 'detached' });
  } finally {
    // The demo app is every journey's: claims are taken at once again.
    await journey.admin.call('/api/rqst/30406', { changes_wait: 0 });
  }
});
