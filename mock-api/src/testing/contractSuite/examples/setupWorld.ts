/**
 * The setup records of one suite run, made through the API as the demo admin once each (the
 * first example that needs one makes it) and named with the run's stamp: a client type and a
 * client, a site group, the setup site (of that client and group) with its setup shift, app
 * positions, employees, and the setup shift's position and employee. The setup calls' examples
 * read these; a write changes a record made for it, so the roster world (rosterWorld.ts) and the
 * demo data stay as they were.
 */
import { ClientStatus, Contract } from '../../../contract';
import { person } from '../../../routes/employees/employeeFixtures';
import { days, employeeForm, positionForm } from '../../../routes/rosterPositions/rosterShiftFixtures';
import { shiftPayload, sitePayload } from '../../harness';
import type { SuiteWorld } from '../world';

const digits = (count: number): string => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** A name of this run: `Contract client qhzkxw`. */
export const stamped = (world: SuiteWorld, what: string): string => `${what} ${world.stamp}`;

/** A mobile number no other run's employee is likely to have. */
export const freshMobile = (): string => `082${digits(7)}`;

/** A surname of the run: the stamp and a letter that tells the run's people apart, `Qhzkxwd`. */
export const runSurname = (world: SuiteWorld, letter: string): string => capital(`${world.stamp}${letter}`);

/** The `employee` of an add or update: Contract <runSurname>, born 1990-04-12. */
export const runPerson = (world: SuiteWorld, letter: string, fields: Record<string, unknown> = {}) =>
  person({ name: 'Contract', surname: runSurname(world, letter), mobile: freshMobile(), ...fields });

/** A client type of the run: its tpd. */
export const runClientType = (world: SuiteWorld, what = 'Contract type'): Promise<string> =>
  world.once(`clientType:${what}`, async () => {
    const { tpd } = await world.ok(Contract.clients.typeAdd.path, { name: stamped(world, what) });
    return String(tpd);
  });

/** A client of the run (of the run's client type, active): its cntd. */
export const runClient = (world: SuiteWorld, what = 'Contract client'): Promise<string> =>
  world.once(`client:${what}`, async () => {
    const { cntd } = await world.ok(Contract.clients.add.path, {
      name: stamped(world, what),
      clnt_tpd: await runClientType(world),
      dt_started: '2026-01-05',
      clnt_status: ClientStatus.ACTIVE,
    });
    return String(cntd);
  });

/** A site group of the run: its gd. */
export const runSiteGroup = (world: SuiteWorld, what = 'Contract group'): Promise<string> =>
  world.once(`siteGroup:${what}`, async () => {
    const { gd } = await world.ok(Contract.sites.groupAdd.path, { gnm: stamped(world, what) });
    return String(gd);
  });

/** A site of the run, of the run's client and group: its sd. */
export const runSite = (world: SuiteWorld, what = 'Setup site'): Promise<string> =>
  world.once(`site:${what}`, async () => {
    const fields = { clnt: await runClient(world), sgd: await runSiteGroup(world) };
    const { sd } = await world.ok(Contract.sites.add.path, sitePayload(stamped(world, what), fields));
    return String(sd);
  });

/** A shift of the run's setup site (06:00-12:00): its sftd. */
export const runShift = (world: SuiteWorld, what = 'Setup shift'): Promise<string> =>
  world.once(`shift:${what}`, async () => {
    const { sftd } = await world.ok(Contract.shifts.add.path, shiftPayload(stamped(world, what), await runSite(world)));
    return String(sftd);
  });

/**
 * A position abbreviation of the run: four letters of the stamp and `digit` (the roster world's
 * is five letters), so the run's positions never share one.
 */
export const runAbbr = (world: SuiteWorld, digit: number): string => `${world.stamp.slice(0, 4).toUpperCase()}${digit}`;

/** An app position of the run (abbreviation runAbbr(digit)): its rld. */
export const runPosition = (world: SuiteWorld, what: string, digit: number): Promise<string> =>
  world.once(`position:${what}`, async () => {
    const { rld } = await world.ok(Contract.positions.add.path, {
      employee_roles: { name: stamped(world, what), abbr: runAbbr(world, digit), m_hrs: 160, w_hrs: 40, d_hrs: 8 },
    });
    return String(rld);
  });

/** An employee of the run (runPerson with `letter`): its emd. */
export const runEmployee = (world: SuiteWorld, letter: string): Promise<string> =>
  world.once(`employee:${letter}`, async () => {
    const { emd } = await world.ok(Contract.employees.add.path, { employee: runPerson(world, letter) });
    return String(emd);
  });

export interface SetupShift {
  std: string;
  sftd: string;
  /** The app position on the shift (one a day). */
  rld: string;
  /** The shift position. */
  shftrld: string;
  /** The employee on the shift, in that position. */
  empd: string;
  rshftempd: string;
}

/** The run's setup shift with a position (one a day) and employee 'd' on it. */
export const setupShift = (world: SuiteWorld): Promise<SetupShift> =>
  world.once('setupShift', async () => {
    const [std, sftd] = [await runSite(world), await runShift(world)];
    const rld = await runPosition(world, 'Setup position', 1);
    const { sftrld } = await world.ok(Contract.rosterSetup.positionAdd.path, positionForm(sftd, rld, { std }));
    const empd = await runEmployee(world, 'd');
    const { rshftempd } = await world.ok(Contract.rosterSetup.employeeAdd.path, employeeForm(sftd, empd, rld, { std }));
    return { std, sftd, rld, shftrld: String(sftrld), empd, rshftempd: String(rshftempd) };
  });

/** The setup shift's {std, sftd}. */
export const shiftRef = async (world: SuiteWorld) => {
  const { std, sftd } = await setupShift(world);
  return { std, sftd };
};

/** The setup shift's employee as the shift employee calls name it. */
export const shiftEmployeeRef = async (world: SuiteWorld) => {
  const { std, sftd, rshftempd } = await setupShift(world);
  return { rshftempd, std, sftd };
};

/** Another run position on the setup shift (one a day): its shftrld. */
export async function addedShiftPosition(world: SuiteWorld, what: string, digit: number): Promise<string> {
  const { std, sftd } = await setupShift(world);
  const rld = await runPosition(world, what, digit);
  const { sftrld } = await world.ok(
    Contract.rosterSetup.positionAdd.path,
    positionForm(sftd, rld, { std, ...days(1) }),
  );
  return String(sftrld);
}
