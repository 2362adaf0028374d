/**
 * Who can cover, and absences (ours, issue 17), as the admin does them in View Roster: a roster is
 * calculated, an employee marked absent for two days they work: the dialog lists the days removed
 * and who took them, and the grid shows the employee off those days with the day still staffed.
 * Then a place is left open (a day moved by keyboard) and 'Who can cover?' fills it with the best
 * candidate.
 */
import type { Page } from 'playwright-core';
import { gridState, movePair, rosterCell } from './support/rosterGrid';
import { openRosterShift, rosterJourney } from './support/rosterJourney';
import type { RosterJourney } from './support/rosterJourney';
import { nextMonthStart } from './support/rosterShift';
import { calculateRoster, rosterTab } from './support/shiftRoster';

const stamp = Date.now().toString(36).slice(-5);
const SHIFT = `Cover ${stamp}`;
const PREFIX = `Cv${stamp}`;
const ROLE = `Porter ${stamp}`;
const PER_DAY = 2;

let journey: RosterJourney;

beforeAll(async () => {
  journey = await rosterJourney({
    // Five for two places a day: enough free people to cover any day.
    employees: { count: 5, prefix: PREFIX },
    shift: {
      shiftName: SHIFT,
      roleName: ROLE,
      abbr: `P${stamp.slice(-3).toUpperCase()}`,
      perDay: PER_DAY,
      rules: [1, 2],
    },
  });
});
afterAll(() => journey.browser.close());

const nameOf = (index: number) => `${PREFIX}${index} Bench`;
const works = async (page: Page, emd: string, date: string) =>
  (await rosterCell(page, emd, date).getAttribute('data-assigned')) === '1';

test('marks an employee absent for two days and finds cover for an open place', async () => {
  const { context, page, errors } = await openRosterShift(journey.browser, SHIFT);
  const { emds } = journey;
  await calculateRoster(page, nextMonthStart());
  await page.getByRole('region', { name: 'Rule violations and uncovered places' }).waitFor({ timeout: 60_000 });
  await rosterTab(page, 'View Roster').click();
  await page.getByRole('grid', { name: 'Roster calendar' }).waitFor();
  await page.getByText('Every required place is covered').waitFor();

  // An employee and two days in a row they work.
  const before = await gridState(page);
  const inARow = (emd: string) =>
    before.dates.findIndex(
      (date, i) => before.works[`${emd}|${date}`] && before.works[`${emd}|${before.dates[i + 1]}`],
    );
  const who = emds.findIndex((emd) => inARow(emd) >= 0);
  expect(who).toBeGreaterThanOrEqual(0);
  const absent = emds[who]!;
  const index = inARow(absent);
  const [from, to] = [before.dates[index]!, before.dates[index + 1]!];

  await page.getByRole('button', { name: 'Mark absent' }).click();
  const form = page.getByRole('form', { name: 'Mark an employee absent' });
  await form.getByLabel('Employee').selectOption(absent);
  await form.getByLabel('From date').fill(to);
  await form.getByLabel('To date').fill(from);
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText('The absence must end within the roster period, not before it starts').waitFor();
  expect(await form.getByLabel('From date').inputValue()).toBe(to);
  await form.getByLabel('From date').fill(from);
  await form.getByLabel('To date').fill(to);
  await form.getByRole('button', { name: 'Save' }).click();

  const changes = page.getByRole('list', { name: 'What changed' });
  for (const date of [from, to]) await changes.getByText(`Removed: ${nameOf(who)} on ${date} (${ROLE})`).waitFor();
  const added = await changes.getByText(/^Added: /).allTextContents();
  expect(added).toHaveLength(2);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByText(`${nameOf(who)} is absent from ${from} to ${to}`).waitFor();

  // The grid reloaded: the absent employee is off both days, whoever was added works them.
  await rosterCell(page, absent, from).and(page.locator('[data-assigned="0"]')).waitFor();
  for (const date of [from, to]) {
    expect(await works(page, absent, date)).toBe(false);
    const line = added.find((text) => text.endsWith(` on ${date} (${ROLE})`));
    expect(line).toBeDefined();
    const taking = emds.findIndex((_, i) => line!.startsWith(`Added: ${nameOf(i)} `));
    expect(taking).toBeGreaterThanOrEqual(0);
    expect(taking).not.toBe(who);
    expect(await works(page, emds[taking]!, date)).toBe(true);
  }
  const after = await gridState(page);
  expect([after.totals[from], after.totals[to]]).toEqual([PER_DAY, PER_DAY]);

  // A day moved to a day already staffed (keyboard) leaves its place open.
  const [source, day, target, otherDay] = movePair(after, { skip: [from, to] });
  await rosterCell(page, source, day).focus();
  await page.keyboard.press('Enter');
  await rosterCell(page, target, otherDay).focus();
  await page.keyboard.press('Enter');
  await page.getByText(/^Sucessfully moved /).waitFor();
  const open = page.getByRole('button', { name: `Who can cover? ${ROLE} on ${day}` });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Who can cover ${ROLE} on ${day}?` });
  const candidates = dialog.getByRole('list', { name: 'Candidates, best first' });
  const best = candidates.getByRole('button', { name: /^Assign / }).first();
  const bestName = (await best.getAttribute('aria-label'))!.replace(/^Assign /, '');
  await best.click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(`${bestName} now covers ${ROLE} on ${day}`).waitFor();
  await open.waitFor({ state: 'detached' });
  const taker = emds.findIndex((_, i) => nameOf(i) === bestName);
  expect(taker).toBeGreaterThanOrEqual(0);
  await rosterCell(page, emds[taker]!, day).and(page.locator('[data-assigned="1"]')).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
