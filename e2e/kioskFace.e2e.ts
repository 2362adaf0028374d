/**
 * Clocking by face (issue 20): an employee of a shift at Pretoria Central is not recognised by the
 * kiosk's camera before their face is captured ('Face not recognised'), and two faces at once are
 * refused. The admin captures their face in the employee editor (the fake camera shows one face);
 * the kiosk then recognises them among the site's employees, asks 'Clock in {name}?', and records
 * the clock-in with a small photo of the face; later the same face clocks out. All of it offline:
 * nothing is fetched from outside.
 */
import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { FACE_SAMPLE, SINGLE_FACE, installFakeCamera } from './support/fakeCamera';
import type { FakeCameraOptions } from './support/fakeCamera';
import { openAcmeTimes } from './support/publicPages';
import { rosterJourney } from './support/rosterJourney';
import type { RosterJourney } from './support/rosterJourney';
import { PRETORIA_CENTRAL as SITE } from './support/site';

const stamp = Date.now().toString(36).slice(-5);
const PREFIX = `Fc${stamp}`;
const NAME = `${PREFIX}0 Bench`;
/** The face model's first load and first looks on a software-only machine take a while. */
const FACE_TIMEOUT = 90_000;

let journey: RosterJourney;

beforeAll(async () => {
  journey = await rosterJourney({
    employees: { count: 2, prefix: PREFIX },
    shift: {
      shiftName: `Faces ${stamp}`,
      roleName: `Face ${stamp}`,
      abbr: `F${stamp.slice(-3).toUpperCase()}`,
      perDay: 1,
    },
  });
});
afterAll(() => journey.browser.close());

async function openKiosk(page: Page): Promise<void> {
  await page.goto(page.url().replace(/\/apptimes.*$/, `/apptimes/kiosk/${SITE}`));
  await page.getByRole('heading', { name: 'Kiosk: Pretoria Central' }).waitFor();
}

async function kioskPage(imagePath: string, options?: FakeCameraOptions) {
  const opened = await newPage(journey.browser);
  const outside: string[] = [];
  opened.page.on('request', (request) => {
    if (/^https?:/.test(request.url()) && !['127.0.0.1', 'localhost'].includes(new URL(request.url()).hostname))
      outside.push(request.url());
  });
  await installFakeCamera(opened.page, imagePath, options);
  await openAcmeTimes(opened.page);
  await openKiosk(opened.page);
  return { ...opened, outside };
}

it('refuses an unknown face and several faces, then clocks the face captured in the employee editor in and out', async () => {
  const single = await kioskPage(SINGLE_FACE.imagePath, SINGLE_FACE.options);
  await single.page.getByText('Face not recognised. Use your employee number.').waitFor({ timeout: FACE_TIMEOUT });
  await single.context.close();

  const several = await kioskPage(FACE_SAMPLE);
  await several.page.getByText('One person at a time, please.').waitFor({ timeout: FACE_TIMEOUT });
  await several.context.close();

  // The admin captures the employee's face.
  const editor = await newPage(journey.browser);
  await installFakeCamera(editor.page, SINGLE_FACE.imagePath, SINGLE_FACE.options);
  await openAcmeTimes(editor.page);
  await editor.page.getByRole('navigation', { name: 'Times menu' }).getByRole('link', { name: 'EMPLOYEES' }).click();
  await editor.page.getByLabel('Filter').selectOption('Employee');
  await editor.page.getByLabel('Search employee').fill(NAME);
  await editor.page
    .getByRole('row', { name: new RegExp(NAME) })
    .getByRole('cell')
    .first()
    .click();
  await editor.page
    .getByRole('button', { name: new RegExp(`${PREFIX}0.*photo`) })
    .first()
    .click();
  await editor.page.getByRole('button', { name: `Take ${NAME} photo` }).click();
  await editor.page.getByText('Upload complete').waitFor({ timeout: FACE_TIMEOUT });
  expect(editor.errors).toEqual([]);
  await editor.context.close();

  const known = await kioskPage(SINGLE_FACE.imagePath, SINGLE_FACE.options);
  const question = known.page.getByRole('dialog', { name: `Clock in ${NAME}?` });
  await question.waitFor({ timeout: FACE_TIMEOUT });
  await question.getByRole('button', { name: 'Confirm' }).click();
  await known.page.getByText(new RegExp(`^${NAME} clocked in at \\d{2}:\\d{2}`)).waitFor();
  const enrolled = async () => {
    const kiosk = await journey.admin.call('/api/attd/20101', { std: SITE });
    const rows = kiosk.employees as { empd: string; clocked_in: number; descriptors: number[][] }[];
    return rows.find((row) => row.empd === journey.emds[0]);
  };
  expect((await enrolled())?.clocked_in).toBe(1);
  expect((await enrolled())?.descriptors[0]).toHaveLength(128);

  // Later (a new page: the camera leaves someone alone for 30 s after they answer), the same face clocks out.
  await known.page.reload();
  const out = known.page.getByRole('dialog', { name: `Clock out ${NAME}?` });
  await out.waitFor({ timeout: FACE_TIMEOUT });
  await out.getByRole('button', { name: 'Confirm' }).click();
  await known.page.getByText(new RegExp(`^${NAME} clocked out at \\d{2}:\\d{2}`)).waitFor();
  expect((await enrolled())?.clocked_in).toBe(0);
  expect(known.outside).toEqual([]);
  expect(known.errors).toEqual([]);
  await known.context.close();
});
