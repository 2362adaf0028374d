/**
 * Test helpers of the employees' own calls (issue 31): an employee of the demo app invited by the
 * admin, the invitation's token read from the text the outbox holds, and the person signed up with
 * that mobile (the OTP links the account) with the demo app selected: the employee's session.
 */
import { Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import { demo, demoAppSelection, editStore, login, signUp } from '../../testing/harness';
import type { TestServer } from '../../testing/harness';
import { shiftEmployeeRow } from '../../testing/shiftEmployeeRow';
import { changeEmployee } from '../../testing/changeEmployee';

let people = 0;

/** A fresh mobile (international) and the employee record's form of it (with its leading 0). */
export function freshMobile(): { international: string; local: string } {
  const digits = String(700000000 + ++people * 7919 + (process.pid % 1000) * 100003).slice(0, 9);
  return { international: `27${digits}`, local: `0${digits}` };
}

/** Gives the demo employee `emd` the mobile (local form, country 27). */
export const setEmployeeMobile = (server: TestServer, emd: string, local: string): Promise<void> =>
  changeEmployee(server, demo.app.appId, emd, { mobile: local, country_code: 27 });

/** The token of the newest invitation texted to `to`. */
export async function invitationToken(server: TestServer, to: string): Promise<string> {
  const texts = (await server.outbox(to)).filter((message) => message.purpose === 'invitation');
  const match = /\/approot\/invite\/([\w-]+)/.exec(texts[0]?.text ?? '');
  if (!match) throw new Error(`no invitation texted to ${to}`);
  return match[1]!;
}

export interface LinkedPerson {
  session: SessionGrant;
  mobile: string;
  password: string;
}

/** Invites employee `emd` as the admin, signs the person up with the mobile and selects the demo app. */
export async function linkedEmployee(server: TestServer, admin: SessionGrant, emd: string): Promise<LinkedPerson> {
  const { international, local } = freshMobile();
  await setEmployeeMobile(server, emd, local);
  const invited = await server.call(Paths.employeeAccounts.invite, { empd: emd }, admin);
  if (invited.body?.status !== 'OK') throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const password = 'Worker#2026';
  await signUp(server, international, `worker${people}-${process.pid}@times.test`, password);
  const session = await login(server, international, password);
  const selected = await server.call(Paths.apps.selectApp, demoAppSelection, session);
  if (selected.body?.kind !== 'employee') throw new Error(`select app: ${JSON.stringify(selected.body)}`);
  return { session, mobile: international, password };
}

/**
 * The Employee caller of the write-call table (rights matrix, bad input, concurrent writes): the
 * first demo employee with a mobile, linked, and on a shift of the demo site (so the site's
 * managers decide their requests).
 */
export async function linkedOnDemoSite(server: TestServer, admin: SessionGrant): Promise<SessionGrant> {
  const emd = server.readDb().employees.find((one) => one.app_id === demo.app.appId && one.mobile !== '')!.emd;
  const { session } = await linkedEmployee(server, admin, emd);
  await editStore(server, (draft) => {
    const id = draft.shift_employees.reduce((max, one) => Math.max(max, one.id), 0) + 1;
    draft.shift_employees.push(
      shiftEmployeeRow(id, {
        std: demo.site.sd,
        sftd: 'linked-employee-shift',
        emd,
        created_at: '2026-02-01T08:00:00.000Z',
      }),
    );
  });
  return session;
}
