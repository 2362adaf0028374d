/**
 * Draft and published (issue 17): the admin calculates a roster, which is a Draft on its card in
 * the roster list; publishes it from its Summary (with the confirmation and its result); the card
 * then says Published, and the outbox (GET /dev/outbox on the e2e API, dev routes on) holds one
 * message per rostered employee with their days. Publishing again sends nothing.
 */
import type { Page } from 'playwright-core';
import { apiUrl } from './support/browser';
import { openRosterShift, rosterJourney } from './support/rosterJourney';
import type { RosterJourney } from './support/rosterJourney';
import { rosterListCard } from './support/rosterList';
import { selectRosterShift } from './support/rosterPage';
import { nextMonthStart } from './support/rosterShift';
import { calculateRoster, rosterStateBar, rosterTab } from './support/shiftRoster';
import { PRETORIA_CENTRAL as SITE } from './support/site';

const stamp = Date.now().toString(36).slice(-5);
const SHIFT = `Publish ${stamp}`;
const PREFIX = `Pb${stamp}`;
const START = nextMonthStart();

let journey: RosterJourney;

beforeAll(async () => {
  journey = await rosterJourney({
    employees: { count: 4, prefix: PREFIX },
    shift: {
      shiftName: SHIFT,
      roleName: `Publisher ${stamp}`,
      abbr: `P${stamp.slice(-3).toUpperCase()}`,
      perDay: 2,
      rules: [1],
    },
  });
});
afterAll(() => journey.browser.close());

interface OutboxMessage {
  to: string;
  text: string;
  purpose: string;
  key?: string;
  rstd?: string;
  emd?: string;
}

async function rosterNotices(rstd: string): Promise<OutboxMessage[]> {
  const response = await fetch(apiUrl('/dev/outbox'));
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages.filter((message) => message.purpose === 'roster' && message.rstd === rstd);
}

const ourCard = async (page: Page) => (await rosterListCard(page, SHIFT)).card;

test('a calculated roster is a Draft until published; publishing sends each rostered employee their days', async () => {
  const { context, page } = await openRosterShift(journey.browser, SHIFT);
  const { admin, emds, sftd } = journey;

  // Calculated: its Summary says Draft, with a Publish button.
  await calculateRoster(page, START);
  await page.getByRole('region', { name: 'Rule violations and uncovered places' }).waitFor({ timeout: 60_000 });
  await rosterStateBar(page).getByText('Draft', { exact: true }).waitFor();
  const period = page.getByLabel('Select Period');
  const label = await period.locator('option:checked').textContent();
  expect(label).toMatch(/ \(Draft\)$/);
  const rstd = await period.inputValue();
  expect(await rosterNotices(rstd)).toEqual([]);

  // The roster list's card says Draft.
  let card = await ourCard(page);
  await card.getByText('Draft', { exact: true }).waitFor();

  // Back on the roster page: Publish, confirmed.
  await page.goBack();
  await page.waitForURL((url) => !url.pathname.endsWith('/apptimes/rosters'));
  await selectRosterShift(page, SHIFT);
  if (await rosterTab(page, 'Summary').isVisible()) await rosterTab(page, 'Summary').click();
  else {
    await page.getByRole('button', { name: 'Create/View Roster' }).click();
    await rosterTab(page, 'Summary').click();
  }
  await rosterStateBar(page).getByText('Draft', { exact: true }).waitFor();
  await rosterStateBar(page).getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish roster' });
  await dialog.getByText(/Each rostered employee is sent their days/).waitFor();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  const result = page.getByText(/^Roster published: \d+ employees? notified$/);
  await result.waitFor();
  const notified = Number(/(\d+)/.exec((await result.textContent()) ?? '')?.[1]);
  await rosterStateBar(page).getByText('Published', { exact: true }).waitFor();
  expect(await rosterStateBar(page).getByRole('button', { name: 'Publish' }).count()).toBe(0);
  await page.getByLabel('Select Period').locator('option', { hasText: '(Published)' }).waitFor({ state: 'attached' });

  // The card says Published.
  card = await ourCard(page);
  await card.getByText('Published', { exact: true }).waitFor();
  expect(await card.getByText('Draft', { exact: true }).count()).toBe(0);

  // The outbox: one message per rostered employee, with their days.
  const sent = await rosterNotices(rstd);
  const details = await admin.call('/api/rostStats/778120', {
    shftd: sftd,
    std: SITE,
    rstd,
    page_number: 1,
    list_lst_id: 0,
    lst_count: 0,
    total_employees: 0,
    total_positions: 0,
  });
  expect(details.status).toBe('OK');
  const days = details.roster_details as { employee_id: number; entry_date: string }[];
  const rostered = new Set(days.map((day) => day.employee_id)).size;
  expect(rostered).toBeGreaterThan(0);
  expect(sent.length).toBe(rostered);
  expect(notified).toBe(rostered);
  // Each message counts its employee's days: together, every day of the roster.
  const counted = sent.map((message) => Number(/ (\d+) days?: /.exec(message.text)?.[1] ?? 0));
  expect(counted.reduce((sum, n) => sum + n, 0)).toBe(days.length);
  expect(new Set(sent.map((message) => message.emd)).size).toBe(sent.length);
  for (const message of sent) {
    expect(emds).toContain(message.emd);
    expect(message.text).toMatch(new RegExp(`^Hello ${PREFIX}\\d, your roster for Pretoria Central, ${SHIFT} shift, `));
    expect(message.text).toMatch(/\d+ days?: \w{3} \d{2} \w{3} \d{4} \d{2}:\d{2}-\d{2}:\d{2} \(Publisher /);
  }

  // Publishing again (a retry) sends nothing.
  expect(await admin.call('/api/rostCalc/645624', { std: SITE, sftd, roster_ref: rstd })).toMatchObject({
    status: 'OK',
    notified: 0,
  });
  expect(await rosterNotices(rstd)).toHaveLength(sent.length);
  await context.close();
});
