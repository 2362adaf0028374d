/** A user recovers the password and signs in with the new one; the old one no longer works. */
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, shellUrl } from './support/browser';
import { latestOtp, uniqueMobile } from './support/outbox';
import { fillRegistration, signInByMobile, signOut } from './support/publicPages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('forgot password: request a code, set a new password, sign in with it', async () => {
  const { context, page, errors } = await newPage(browser);
  const mobile = uniqueMobile();
  await page.goto(shellUrl('/approot/signup'));
  await fillRegistration(page, { name: 'Pieter', surname: 'Botha', email: '', mobile, password: 'OldPass#1' });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('OTP').fill(await latestOtp(`27${mobile}`));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/apphome');
  await signOut(page, 'Pieter Botha');

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/approot/forgotpassword');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText('Select country', { exact: true }).waitFor();
  await page.getByText('Valid mobile number is required').waitFor();

  await page.getByLabel('Country').selectOption('27');
  await page.getByLabel('Mobile number').fill('799999999');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('alert').filter({ hasText: 'Invalid user' }).waitFor();

  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.getByText('OTP required').waitFor();
  await page.getByText('Password min lenght is required').waitFor();

  await page.getByLabel('OTP').fill(await latestOtp(`27${mobile}`, 'password_reset'));
  await page.getByLabel('New password', { exact: true }).fill('NewPass#2');
  await page.getByLabel('Retype password').fill('NewPass#3');
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.getByText('Passwords must match!').waitFor();
  await page.getByLabel('Retype password').fill('NewPass#2');
  await page.getByRole('button', { name: 'Save password' }).click();

  await page.waitForURL('**/approot/login');
  await page.getByText('Your password has been changed. Sign in with the new one.').waitFor();

  await signInByMobile(page, mobile, 'OldPass#1');
  await page.getByRole('alert').filter({ hasText: 'Invalid user details' }).waitFor();
  await signInByMobile(page, mobile, 'NewPass#2');
  await page.waitForURL('**/apphome');
  expect(errors).toEqual([]);
  await context.close();
});
