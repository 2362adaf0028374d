/** How a visitor fills the public forms, by the labels the screens show. */
import type { Page } from 'playwright-core';
import { shellUrl } from './browser';

export interface NewUser {
  name: string;
  surname: string;
  email: string;
  mobile: string;
  password: string;
}

export async function fillRegistration(page: Page, user: NewUser): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(user.name);
  await page.getByLabel('Surname', { exact: true }).fill(user.surname);
  await page.getByLabel('Email address (optional)').fill(user.email);
  await page.getByLabel('Date of birth').fill('1991-06-15');
  await page.getByLabel('Female').check();
  await page.getByLabel('Country').selectOption('27');
  await page.getByLabel('Mobile number').fill(user.mobile);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Retype password').fill(user.password);
}

export async function signInByMobile(page: Page, mobile: string, password: string): Promise<void> {
  await page.goto(shellUrl('/approot/login'));
  await page.getByLabel('Country').selectOption('27');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInByEmail(page: Page, email: string, password: string): Promise<void> {
  await page.goto(shellUrl('/approot/login'));
  await page.getByLabel('Email', { exact: true }).check();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOut(page: Page, fullName: string): Promise<void> {
  await page.getByRole('button', { name: fullName }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/approot/login');
}

/** Signs in (the demo admin by default) and opens the demo app Acme Times from the app home's Following tab. */
/** An employee of Acme Times signed in, into My Times (the app home's button opens it for them). */
export async function openMyTimes(page: Page, mobile: string, password: string): Promise<void> {
  await signInByMobile(page, mobile, password);
  await page.waitForURL('**/apphome');
  await page.getByRole('tab', { name: 'Following' }).click();
  await page.getByRole('button', { name: 'Open Acme Times' }).first().click();
  await page.waitForURL('**/mytimes/shifts');
}

export async function openAcmeTimes(page: Page, mobile = '821234567', password = 'Admin#2026'): Promise<void> {
  await signInByMobile(page, mobile, password);
  await page.waitForURL('**/apphome');
  await page.getByRole('tab', { name: 'Following' }).click();
  await page.getByRole('button', { name: 'Open Acme Times' }).first().click();
  await page.waitForURL('**/apptimes');
}
