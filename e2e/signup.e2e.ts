/** A new visitor signs up with the OTP from the outbox, lands on /apphome, and signs in again by mobile and by email. */
import type { Browser } from 'playwright-core';
import { attemptSignIn } from './support/api';
import { launchBrowser, newPage, shellUrl } from './support/browser';
import { latestOtp, uniqueMobile } from './support/outbox';
import { fillRegistration, signInByEmail, signInByMobile, signOut } from './support/publicPages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('a first visit registers the visitor at /approot and returns to the public home', async () => {
  const { context, page, errors } = await newPage(browser);
  await page.goto(shellUrl('/'));
  await page.waitForURL(shellUrl('/'));
  await page.getByRole('heading', { name: 'Workforce auto roster and timesheet management' }).waitFor();
  await page.getByText('Leak detection').waitFor();
  const cookies = await context.cookies();
  expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['tms_vsid', 'tms_vsrm', 'tms_vscd']));
  for (const name of ['HOME', 'CONTACT US', 'SIGN UP', 'SIGN IN'])
    await page.getByRole('link', { name, exact: true }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('sign up shows the validation messages and keeps what was typed', async () => {
  const { context, page } = await newPage(browser);
  await page.goto(shellUrl('/approot/signup'));
  await page.getByRole('button', { name: 'Sign up' }).click();
  for (const message of [
    'Name required',
    'Surname required',
    'Select valid date',
    'Select gender',
    'Select country',
    'Valid mobile number is required',
    'Password min lenght is required',
  ]) {
    await page.getByText(message, { exact: true }).first().waitFor();
  }
  await page.getByLabel('Email address (optional)').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Retype password').fill('secret13');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('Invalid email address').waitFor();
  await page.getByText('Passwords must match!').waitFor();
  expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('secret12');
  await context.close();
});

test('a new visitor signs up, verifies the OTP, lands on /apphome, signs out and in by mobile and by email', async () => {
  const { context, page, errors } = await newPage(browser);
  const mobile = uniqueMobile();
  const user = {
    name: 'Lerato',
    surname: 'Nkosi',
    email: `lerato.${mobile}@example.com`,
    mobile,
    password: 'Lerato#77',
  };

  await page.goto(shellUrl('/'));
  await page.getByRole('link', { name: 'SIGN UP' }).click();
  await page.waitForURL('**/approot/signup');
  await fillRegistration(page, user);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await page.getByRole('heading', { name: 'Verify your mobile number' }).waitFor();
  const countdown = page.getByTestId('otp-countdown');
  const first = (await countdown.textContent()) ?? '';
  expect(first).toMatch(/Code expires in \d+ s/);
  // The countdown moves on by itself: wait for another text than the first rather than a fixed time.
  await countdown.filter({ hasNotText: first }).waitFor();
  const second = (await countdown.textContent()) ?? '';
  expect(second).toMatch(/Code expires in \d+ s/);
  expect(Number(second.match(/\d+/)?.[0])).toBeLessThan(Number(first.match(/\d+/)?.[0]));

  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('OTP required').waitFor();
  await page.getByLabel('OTP').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('Incorrect OTP').waitFor();

  await page.getByLabel('OTP').fill(await latestOtp(`27${mobile}`));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/apphome');
  await page.getByRole('button', { name: 'Lerato Nkosi' }).waitFor();

  // A signed-in user who opens the public home is sent to /apphome.
  await page.goto(shellUrl('/'));
  await page.waitForURL('**/apphome');

  await signOut(page, 'Lerato Nkosi');
  await page.goto(shellUrl('/apphome'));
  await page.waitForURL('**/approot/login');

  await signInByMobile(page, mobile, 'wrong-password');
  await page.getByRole('alert').filter({ hasText: 'Invalid user details' }).waitFor();
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/apphome');
  await page.getByRole('button', { name: 'Lerato Nkosi' }).waitFor();
  await signOut(page, 'Lerato Nkosi');

  await signInByEmail(page, user.email, user.password);
  await page.waitForURL('**/apphome');
  await page.getByRole('button', { name: 'Lerato Nkosi' }).waitFor();

  // Signing up again with the same mobile is refused.
  await signOut(page, 'Lerato Nkosi');
  await page.goto(shellUrl('/approot/signup'));
  await fillRegistration(page, { ...user, email: '' });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('alert').filter({ hasText: 'User already exist' }).waitFor();
  expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Lerato');
  expect(errors).toEqual([]);
  await context.close();
});

test('the demo admin signs in by mobile', async () => {
  const { context, page } = await newPage(browser);
  await signInByMobile(page, '0821234567', 'Admin#2026');
  await page.waitForURL('**/apphome');
  await page.getByRole('button', { name: 'Thandi Admin' }).waitFor();
  await context.close();
});

test('after 10 wrong passwords on one account the sign-in says how long to wait; another account still signs in', async () => {
  const { context, page, errors } = await newPage(browser);
  const mobile = uniqueMobile();
  const statuses: string[] = [];
  for (let i = 0; i < 10; i += 1) statuses.push(await attemptSignIn(mobile, `guess-${i}`));
  expect(statuses).toEqual(Array(10).fill('LOGIN_FAILED'));

  await signInByMobile(page, mobile, 'guess-10');
  await page.getByRole('alert').filter({ hasText: 'Too many attempts, please try again in 15 minutes' }).waitFor();

  await signInByMobile(page, '0821234567', 'Admin#2026');
  await page.waitForURL('**/apphome');
  await page.getByRole('button', { name: 'Thandi Admin' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
