/**
 * The employees of one suite run who use Times themselves (issue 31): a run employee invited by
 * the demo admin, whose invitation text (read from the outbox through the dev routes, as the
 * one-time codes are) carries the link's token, and a person who signs up with that mobile and is
 * linked, with the demo app selected: the Employee caller. The setup shift's employee ('d') is the
 * run's linked employee, so the run's requests are on the run's site.
 */
import { Contract } from '../../../contract';
import type { RequestSession } from '../../../contract';
import { demoAppSelection } from '../../harness';
import { expectOk } from '../expectOk';
import type { SuiteWorld } from '../world';
import { outboxCode, runRegistration } from './authWorld';
import { runEmployee, setupShift } from './setupWorld';

const OUTBOX = '/dev/outbox';

/** The employee's mobile as accounts hold it (27 and the number without its leading 0). */
async function mobileOf(world: SuiteWorld, empd: string): Promise<string> {
  const { employees } = await world.ok(Contract.employees.details.path, { empd });
  const [employee] = employees as { country_code: number; mobile: string }[];
  if (!employee) throw new Error(`no details of employee ${empd}`);
  return `${employee.country_code}${employee.mobile.replace(/^0+/, '')}`;
}

/** The token of the newest invitation texted to `mobile`. */
async function invitationToken(world: SuiteWorld, mobile: string): Promise<string> {
  const reply = await world.client.raw(`${OUTBOX}?to=${encodeURIComponent(mobile)}`, '', {
    method: 'GET',
    body: undefined,
  });
  const texts = ((reply.body?.messages ?? []) as { text: string }[]).map((message) => message.text);
  const token = texts.map((text) => /\/approot\/invite\/([\w-]+)/.exec(text)?.[1]).find(Boolean);
  if (!token) throw new Error(`no invitation texted to ${mobile} at GET ${OUTBOX}`);
  return token;
}

/** Invites run employee `letter` (a fresh one): the token of its invitation and its mobile. */
export const invitedEmployee = (
  world: SuiteWorld,
  letter: string,
): Promise<{ empd: string; token: string; mobile: string }> =>
  world.once(`invited:${letter}`, async () => {
    const empd = letter === 'd' ? (await setupShift(world)).empd : await runEmployee(world, letter);
    await world.ok(Contract.employeeAccounts.invite.path, { empd });
    const mobile = await mobileOf(world, empd);
    return { empd, token: await invitationToken(world, mobile), mobile };
  });

export interface LinkedRunEmployee {
  empd: string;
  session: RequestSession;
}

/** Run employee `letter` invited, and a person signed up with its mobile (linked), the demo app selected. */
export const linkedRunEmployee = (world: SuiteWorld, letter: string): Promise<LinkedRunEmployee> =>
  world.once(`linked:${letter}`, async () => {
    const { empd, mobile } = await invitedEmployee(world, letter);
    const base = runRegistration(world, `e${letter}`);
    const form = { ...base, customer_reg: { ...base.customer_reg, u_mbl: mobile } };
    const register = Contract.auth.register.path;
    const { session } = expectOk(register, (await world.client.call(register, form, await world.visitor())).body);
    const verify = Contract.auth.verifyOtp.path;
    const otp = await outboxCode(world, mobile);
    expectOk(verify, (await world.client.call(verify, { otp, otp_tp: 1 }, session)).body);
    const select = Contract.apps.selectApp.path;
    const selected = expectOk(select, (await world.client.call(select, demoAppSelection, session)).body);
    if (selected.kind !== 'employee') throw new Error(`the linked employee opens the app as ${String(selected.kind)}`);
    return { empd, session };
  });

/** The run's Employee caller: the setup shift's employee, linked. */
export const runEmployeeSession = async (world: SuiteWorld): Promise<RequestSession> =>
  (await linkedRunEmployee(world, 'd')).session;
