/**
 * Employees: the statistics, the list with 'More' paging, add (with the spec's messages), edit,
 * deactivate and delete; a CSV import with good and bad rows and its Results; leave days added and
 * deleted; the group user without the right sees the 'Not allowed' texts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { FACE_SAMPLE, SINGLE_FACE, installFakeCamera, liveCameraTracks } from './support/fakeCamera';
import { nextAnswer } from './support/nextAnswer';
import { openAcmeTimes } from './support/publicPages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A fresh suffix per attempt, so a retried journey does not meet its own earlier records. */
const newStamp = () => Date.now().toString(36).slice(-5);

const employeesMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Times menu' }).getByRole('link', { name: 'EMPLOYEES' }).click();
const tableRows = (page: Page) => page.getByRole('table', { name: 'Available Employees' }).locator('tbody tr');

async function searchEmployee(page: Page, word: string) {
  await page.getByLabel('Filter').selectOption('Employee');
  await page.getByLabel('Search employee').fill(word);
}

test('statistics, More paging without repeats, then add, edit, deactivate and delete an employee', async () => {
  const { context, page, errors } = await newPage(browser);
  const stamp = newStamp();
  await openAcmeTimes(page);
  await employeesMenu(page);

  // The statistics card, computed by the server from the data.
  await page.getByText('TOTAL EMPLOYEES').waitFor();
  await page.getByText('AGE GROUP').waitFor();
  await page.getByText('GENDER', { exact: true }).waitFor();
  await page.getByText('P=Present, A=Absent, Perf=Perfomance').waitFor();

  // 'More' pages through every employee once.
  await tableRows(page).first().waitFor();
  expect(await tableRows(page).count()).toBe(20);
  while (await page.getByRole('button', { name: 'More' }).isVisible()) {
    const before = await tableRows(page).count();
    await page.getByRole('button', { name: 'More' }).click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('table[aria-label="Available Employees"] tbody tr').length > n,
      before,
    );
  }
  const names = await tableRows(page).locator('td:first-child').allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(46);
  expect(new Set(names).size).toBe(names.length);

  // New Employee: the spec's messages, then a save that lands on Available Employees.
  await page.getByRole('tab', { name: 'New Employee' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Employee name is required',
    'Employee surname is required',
    'Select valid date',
    'Mobile number is required',
  ]) {
    await page.getByText(message, { exact: true }).first().waitFor();
  }
  const surname = `Mahlangu${stamp}`;
  await page.getByLabel('Name', { exact: true }).fill('Ayanda');
  await page.getByLabel('Surname', { exact: true }).fill(surname);
  await page.getByLabel('Mobile').fill('0829990001');
  await page.getByLabel('Date of birth').fill('1990-07-21');
  await page.getByLabel('Female').check();
  await page.getByLabel('Employee number').fill(`E-${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('tab', { name: 'Available Employees', selected: true }).waitFor();

  // The same employee number again is refused and what was typed stays.
  await page.getByRole('tab', { name: 'New Employee' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Other');
  await page.getByLabel('Surname', { exact: true }).fill('Person');
  await page.getByLabel('Mobile').fill('0829990002');
  await page.getByLabel('Date of birth').fill('1991-01-02');
  await page.getByLabel('Male', { exact: true }).check();
  await page.getByLabel('Employee number').fill(`E-${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alert').filter({ hasText: 'Employee with same details exist' }).waitFor();
  expect(await page.getByLabel('Surname', { exact: true }).inputValue()).toBe('Person');
  await page.getByRole('tab', { name: 'Available Employees' }).click();

  // Find, edit and update.
  await searchEmployee(page, surname);
  const row = page.getByRole('row', { name: new RegExp(`Ayanda ${surname}`) });
  await row.waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('table[aria-label="Available Employees"] tbody tr').length === 1,
  );
  await row.getByRole('cell', { name: 'Active', exact: true }).waitFor();
  await row.getByRole('cell').first().click();
  await page.getByLabel('Mobile').fill('0829990003');
  await page.getByRole('button', { name: 'Update' }).click();
  await row.getByRole('cell', { name: '0829990003' }).waitFor();

  // Deactivate with the switch; the list shows it after closing.
  await row.getByRole('cell').first().click();
  const statusSaved = nextAnswer(page, '/api/empl/6452211');
  await page.getByRole('switch').click();
  await page.getByRole('switch', { name: 'Deactivated' }).waitFor();
  expect(((await (await statusSaved).json()) as { status: string }).status).toBe('OK');
  await page.getByRole('button', { name: 'Close' }).first().click();
  await row.getByRole('cell', { name: 'Deactivated', exact: true }).waitFor();

  // Delete with confirmation (Cancel first).
  await row.getByRole('cell').first().click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Ayanda ?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByText('No employee(s) found').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

function csvFile(name: string, lines: string[]): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'times-csv-')), name);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

test('a CSV import with good and bad rows shows every row in the Results', async () => {
  const { context, page, errors } = await newPage(browser);
  const stamp = newStamp();
  await openAcmeTimes(page);
  await employeesMenu(page);
  await page.getByRole('tab', { name: 'New Employee' }).click();
  await page.getByRole('button', { name: 'Import employees from csv file' }).click();
  await page.getByRole('heading', { name: 'Import Employees from .csv file' }).waitFor();

  // A header without some fields is refused and nothing is sent.
  await page
    .getByLabel('Select .csv file')
    .setInputFiles(csvFile('bad.csv', ['Name;Surname;Mobile', 'A;B;0820000000']));
  await page
    .getByText('File header must contain the following fields : Date of Birth, Gender, Employee Number, ID Type, ID')
    .waitFor();

  const good = csvFile('staff.csv', [
    'Name;Surname;Date of Birth;Mobile;Gender;Employee Number;ID Type;ID',
    `Kagiso;Molefe${stamp};1988-04-02;0720000001;1;IMP-${stamp}-1;1;`,
    `Palesa;Sithole${stamp};1995-11-30;0720000002;2;IMP-${stamp}-2;2;P${stamp}`,
    `Duplicate;Number${stamp};1990-01-01;0720000003;1;IMP-${stamp}-1;1;`,
    `Broken;Date${stamp};not-a-date;0720000004;1;;1;`,
    ';;;;;;;',
  ]);
  await page.getByLabel('Select .csv file').setInputFiles(good);
  await page.getByText('2 of 4 rows imported').waitFor();
  await page.getByText('1 empty row(s) skipped').waitFor();
  const results = page.getByRole('region', { name: 'Results' }).getByRole('table');
  const statusOf = async (surname: string) =>
    results
      .getByRole('row', { name: new RegExp(surname) })
      .locator('td')
      .last()
      .textContent();
  expect(await statusOf(`Molefe${stamp}`)).toBe('SUCCESS');
  expect(await statusOf(`Sithole${stamp}`)).toBe('SUCCESS');
  expect(await statusOf(`Number${stamp}`)).toBe('Employee with same details exist');
  expect(await statusOf(`Date${stamp}`)).toBe('Invalid employee details');

  // The imported employees are in the list.
  await page.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('tab', { name: 'Available Employees' }).click();
  await searchEmployee(page, `Sithole${stamp}`);
  await page.getByRole('row', { name: new RegExp(`Palesa Sithole${stamp}`) }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('leave days: pick an employee by type-ahead, add a day, delete it with confirmation', async () => {
  const { context, page, errors } = await newPage(browser);
  await openAcmeTimes(page);
  await employeesMenu(page);
  await page.getByRole('tab', { name: 'Leave Days' }).click();

  await page.getByRole('button', { name: 'Add Leave' }).click();
  await page.getByText('Please select valid employee').waitFor();

  await page.getByLabel('Search employee').fill('Thabo');
  await page.getByRole('option', { name: /Thabo Mokoena/ }).click();
  await page.getByText('Available Leaves').waitFor();
  await page.getByLabel('Leave day').fill('2026-12-24');
  await page.getByRole('button', { name: 'Add Leave' }).click();
  const leave = page.getByRole('button', { name: 'Delete 2026-12-24' });
  await leave.waitFor();
  await leave.click();
  // The list is asked again after the delete (it blanks while loading, so the button's absence alone
  // proves nothing): the answer no longer holds the day, and the list drawn from it has no button for it.
  const reloaded = nextAnswer(page, '/api/empl/72345');
  await page.getByRole('dialog', { name: 'Delete 2026-12-24 ?' }).getByRole('button', { name: 'Delete' }).click();
  const answer = (await (await reloaded).json()) as { status: string; employee_leaves?: { leave_day: string }[] };
  expect(answer.status).toBe('OK');
  expect((answer.employee_leaves ?? []).map((day) => day.leave_day)).not.toContain('2026-12-24');
  await page.getByText('Available Leaves').waitFor();
  await leave.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await context.close();
});

test("a group user without the employees right sees the spec's texts", async () => {
  const { context, page } = await newPage(browser);
  await openAcmeTimes(page, '821234568', 'Group#2026');
  await page.goto(page.url().replace(/\/apptimes.*$/, '/apptimes/employees'));
  await page
    .getByText(
      'Not allowed to add sites. Please contact Administrator to add sites before you can continue with the setup.',
      { exact: true },
    )
    .waitFor();
  await context.close();
});

test('face capture with a camera showing a face uploads the photo and shows the thumbnail', async () => {
  const { context, page, errors } = await newPage(browser);
  const outside: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (
      !['127.0.0.1', 'localhost'].includes(host) &&
      !request.url().startsWith('data:') &&
      !request.url().startsWith('blob:')
    )
      outside.push(request.url());
  });
  await installFakeCamera(page, SINGLE_FACE.imagePath, SINGLE_FACE.options);
  await openAcmeTimes(page);
  await employeesMenu(page);
  await searchEmployee(page, 'Ndlovu');
  const row = page.getByRole('row', { name: /Zanele Ndlovu/ });
  await row.getByRole('cell').first().click();

  await page
    .getByRole('button', { name: /Zanele.*photo/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Take Zanele Ndlovu photo' }).click();
  await page.getByRole('button', { name: 'Processing photo..' }).waitFor();
  await page.getByText('Upload complete').waitFor({ timeout: 60_000 });
  const thumbnail = page.locator('img[src*="/storage/faces/"]').first();
  await thumbnail.waitFor({ timeout: 20_000 });
  expect(await thumbnail.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    150, 150,
  ]);
  expect(await liveCameraTracks(page)).toBe(0);

  // The list knows the photo: the photo view shows the 300x300 image.
  await page.getByRole('button', { name: 'Close' }).first().click();
  await row.getByRole('button', { name: /View Zanele Ndlovu photo/ }).click();
  await page
    .getByRole('dialog', { name: 'Zanele Photo' })
    .or(page.getByRole('region', { name: 'Zanele Photo' }))
    .or(page.getByRole('heading', { name: 'Zanele Photo' }))
    .first()
    .waitFor();
  const image = page.locator('img[src*="/storage/faces/"][src*="image"]').first();
  await image.waitFor();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('the webcam page draws the face mesh of the faces it sees, with nothing fetched from outside', async () => {
  const { context, page, errors } = await newPage(browser);
  const outside: string[] = [];
  page.on('request', (request) => {
    if (/^https?:/.test(request.url()) && !['127.0.0.1', 'localhost'].includes(new URL(request.url()).hostname))
      outside.push(request.url());
  });
  await installFakeCamera(page, FACE_SAMPLE);
  await openAcmeTimes(page);
  await page.goto(page.url().replace(/\/apptimes.*$/, '/apptimes/webcam'));
  await page.getByText('Faces: 3').waitFor({ timeout: 60_000 });
  const video = page.locator('video').first();
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([640, 480]);
  // The overlay canvas has mesh pixels on it.
  const drawn = await page
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
      return painted;
    });
  expect(drawn).toBeGreaterThan(500);
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a denied camera gets a clear message on the webcam page, never a hung screen', async () => {
  const { context, page } = await newPage(browser);
  await installFakeCamera(page, FACE_SAMPLE, { failWith: 'NotAllowedError' });
  await openAcmeTimes(page);
  await page.goto(page.url().replace(/\/apptimes.*$/, '/apptimes/webcam'));
  await page.getByText('Camera access was denied. Allow the camera in the browser and try again.').waitFor();
  expect(await liveCameraTracks(page)).toBe(0);
  await context.close();
});
