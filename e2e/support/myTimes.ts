/**
 * What the My Times journeys share (issue 31): a roster waited for until calculated and published
 * through the API, an employee given a mobile of their own, the invitation's link read from the
 * dev outbox, and a person signed up from it on a phone.
 */
import type { Page } from 'playwright-core';
import type { ApiUser } from './api';
import { apiUrl, shellUrl } from './browser';
import { latestOtp } from './outbox';

const ok = async (answer: Promise<{ status: string } & Record<string, unknown>>, what: string) => {
  const body = await answer;
  if (body.status !== 'OK') throw new Error(`${what}: ${body.status}`);
  return body;
};

/** Waits until the roster is Successful (its calculation runs on the stack's move budget). */
export async function rosterCalculated(admin: ApiUser, std: string, sftd: string, rstd: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    const answer = await admin.call('/api/rostStats/881246', { shftd: sftd, std, rstd });
    const status = (answer.roster as { roster_status?: string } | undefined)?.roster_status;
    if (status === 'Successful') return;
    if (status === 'Failed') throw new Error(`roster ${rstd} failed`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`roster ${rstd} still not calculated`);
}

export const publishRoster = (admin: ApiUser, std: string, sftd: string, rstd: string) =>
  ok(admin.call('/api/rostCalc/645624', { std, sftd, roster_ref: rstd }), 'publish');

/** Gives the employee a mobile no other journey uses (national form, '0' and 9 digits): answers it. */
export async function giveOwnMobile(admin: ApiUser, empd: string): Promise<string> {
  const { employees } = await ok(admin.call('/api/empl/65343', { empd }), 'employee details');
  const [employee] = employees as Record<string, unknown>[];
  const mobile = `07${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
  const fields = [
    'name',
    'surname',
    'country_id',
    'country_code',
    'date_of_birth',
    'isIDOrPass',
    'idOrPass',
    'gender',
    'employee_number',
  ];
  const kept = Object.fromEntries(fields.map((field) => [field, employee?.[field]]));
  await ok(admin.call('/api/empl/876235', { empd, employee: { ...kept, mobile } }), 'employee update');
  return mobile;
}

/** The link of the newest invitation texted to the mobile (international form). */
export async function invitationLink(to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(apiUrl(`/dev/outbox?to=${encodeURIComponent(to)}`));
    const { messages } = (await response.json()) as { messages: { purpose: string; text: string }[] };
    const text = messages.find((message) => message.purpose === 'invitation')?.text ?? '';
    const link = /(\S*\/approot\/invite\/[\w-]+)/.exec(text)?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no invitation texted to ${to}`);
}

/** Each employee's days on the roster (its first page of details), by emd. */
export async function rosterDays(
  admin: ApiUser,
  std: string,
  sftd: string,
  rstd: string,
): Promise<Map<string, string[]>> {
  const details = await ok(
    admin.call('/api/rostStats/778120', {
      shftd: sftd,
      std,
      rstd,
      page_number: 1,
      list_lst_id: 0,
      lst_count: 0,
      total_employees: 0,
      total_positions: 0,
    }),
    'roster details',
  );
  const emdOf = new Map((details.employees as { id: number; emd: string }[]).map((one) => [one.id, one.emd]));
  const days = new Map<string, string[]>();
  for (const day of details.roster_details as { employee_id: number; entry_date: string }[]) {
    const emd = emdOf.get(day.employee_id);
    if (emd) days.set(emd, [...(days.get(emd) ?? []), day.entry_date]);
  }
  return days;
}

/** The employee with the most days on the roster: whom a journey invites. */
export async function busiestEmployee(admin: ApiUser, std: string, sftd: string, rstd: string): Promise<string> {
  const [busiest] = [...(await rosterDays(admin, std, sftd, rstd))].sort((a, b) => b[1].length - a[1].length);
  if (!busiest) throw new Error(`roster ${rstd} has no days`);
  return busiest[0];
}

/**
 * On a phone: the invitation texted to the employee's mobile (national form) opened, the person signed up from it
 * with the invited mobile and name filled in (`onForm` checks the form first), the code checked, and Acme Times opened
 * from the app home into My Times.
 */
export async function signUpFromInvitation(
  page: Page,
  invited: { mobile: string; name: string; password: string },
  onForm: (page: Page) => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const to = `27${invited.mobile.slice(1)}`;
  const link = await invitationLink(to);
  await page.goto(shellUrl(new URL(link, shellUrl()).pathname));
  await page.getByText(`Acme Times invites ${invited.name} Bench to Times.`).waitFor();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await onForm(page);
  await page.getByLabel('Email address (optional)').fill(`m${invited.mobile}@times.test`);
  await page.getByLabel('Date of birth').fill('1990-01-15');
  await page.getByLabel('Female').check();
  await page.getByLabel('Password', { exact: true }).fill(invited.password);
  await page.getByLabel('Retype password').fill(invited.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('OTP').fill(await latestOtp(to, 'registration'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/apphome');
  await page.getByRole('tab', { name: 'Following' }).click();
  await page.getByRole('button', { name: 'Open Acme Times' }).first().click();
  await page.waitForURL('**/mytimes/shifts');
}
