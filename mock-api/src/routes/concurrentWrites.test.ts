/**
 * Writes at once that a check must tell apart: the same add twice stores one record, two updates
 * cannot both take one name, two writes cannot both take the last room (a seat of the user
 * licence, a working day's count), and an add cannot undo a confirm made meanwhile. The checks
 * run inside the write on the newest state. On the PostgreSQL store (project mock-api-postgres)
 * a write waits on the database, so a check made before it would let both through.
 */
import { Paths } from '../contract';
import type { DbState } from '../store/types';
import { person } from './employees/employeeFixtures';
import { demo, editStore, newApp, organization, sitePayload, useDemoServer } from '../testing/harness';
import { WRITE_CALLS } from '../testing/writeCalls';
import type { WriteCallWorld } from '../testing/writeCalls';
import { demoEmployee } from '../testing/writeCalls/employees';
import { addPerson } from '../testing/writeCalls/people';
import { okField } from '../testing/writeCalls/types';
import {
  addRole,
  addShift,
  days,
  positionForm,
  rosterableShift,
  SITE,
  workingDays,
} from './rosterPositions/rosterShiftFixtures';

const ctx = useDemoServer('admin');

const world = (): WriteCallWorld => ({
  server: ctx.server,
  admin: async (target, payload) => (await ctx.server.call(target, payload, ctx.sessions.admin)).body,
});

/** The account calls (no app selected) are not in the write call table: their payloads. */
const accountPayloads: Record<string, object> = {
  [Paths.apps.addOrganization]: organization('Zulu Guarding'),
  [Paths.timesApp.addApp]: newApp('Night Shift Times'),
};

async function payloadOf(path: string): Promise<object> {
  const account = accountPayloads[path];
  if (account) return account;
  const call = WRITE_CALLS.find((candidate) => candidate.path === path);
  if (!call) throw new Error(`no write call for ${path}`);
  return call.payload(world());
}

const statusesOf = (replies: unknown[]) => replies.map((reply) => (reply as { status: string }).status).sort();
const countOf = (collection: keyof DbState): number =>
  (ctx.server.readDb()[collection] as unknown[] | undefined)?.length ?? 0;

const adds: [name: string, path: string, refusal: string, collection: keyof DbState][] = [
  ['client type add', Paths.clients.typeAdd, 'RECORD_EXIST', 'client_types'],
  ['client add', Paths.clients.add, 'RECORD_EXIST', 'clients'],
  ['site group add', Paths.sites.groupAdd, 'GROUP_ALREADY_EXIST', 'site_groups'],
  ['site add', Paths.sites.add, 'SITE_ALREADY_EXIST', 'sites'],
  ['shift add', Paths.shifts.add, 'SHIFT_ALREADY_EXIST', 'shifts'],
  ['position add', Paths.positions.add, 'NAME_OR_ABBR_EXIST', 'positions'],
  ['shift position add', Paths.rosterSetup.positionAdd, 'ROLE_ALREADY_EXIST', 'shift_positions'],
  ['shift employee add', Paths.rosterSetup.employeeAdd, 'EMPLOYEE_ALREADY_EXIST', 'shift_employees'],
  ['employee add', Paths.employees.add, 'EMPLOYEE_WITH_SAME_DETAILS_EXIST', 'employees'],
  ['leave day add', Paths.employees.leaveAdd, 'RECORD_EXIST', 'leaves'],
  ['group add', Paths.users.groupAdd, 'GROUP_EXIST', 'user_groups'],
  ['organization add', Paths.apps.addOrganization, 'NAME_EXIST', 'organizations'],
  ['app add', Paths.timesApp.addApp, 'APP_NAME_EXIST', 'apps'],
];

describe('the same add twice at once', () => {
  it.each(adds)('%s: one OK, one refused, one record stored', async (_name, path, refusal, collection) => {
    const payload = await payloadOf(path);
    const before = countOf(collection);
    const replies = await Promise.all([ctx.call(path, payload), ctx.call(path, payload)]);
    expect(statusesOf(replies)).toEqual(['OK', refusal].sort());
    expect(countOf(collection)).toBe(before + 1);
  });
});

const supervisors = () =>
  ctx.server.readDb().user_groups.find((group) => group.app_id === demo.app.appId && group.name === 'Site supervisors')!
    .gdd;

/** The table's update payload renames one record; `other` names a second record to rename the same way. */
const renames: [name: string, path: string, refusal: string, other: (world: WriteCallWorld) => Promise<object>][] = [
  ['client type update', Paths.clients.typeUpdate, 'RECORD_EXIST', async () => ({ tpd: demo.clientTypes.retail.tpd })],
  ['client update', Paths.clients.update, 'RECORD_EXIST', async () => ({ clntd: demo.clients.highveld.cntd })],
  [
    'site group update',
    Paths.sites.groupUpdate,
    'GROUP_ALREADY_EXIST',
    async () => ({ sgd: demo.siteGroups.gauteng.gd }),
  ],
  [
    'site update',
    Paths.sites.update,
    'SITE_ALREADY_EXIST',
    async ({ admin }) => ({
      std: okField(await admin(Paths.sites.add, sitePayload('Hatfield Plaza')), 'sd', 'site add'),
    }),
  ],
  [
    'shift update',
    Paths.shifts.update,
    'SHIFT_ALREADY_EXIST',
    async ({ admin }) => ({ sftd: await addShift(admin, 'Night') }),
  ],
  [
    'position update',
    Paths.positions.update,
    'NAME_OR_ABBR_EXIST',
    async ({ admin }) => ({ rld: await addRole(admin, 'Cleaner', 'CLN') }),
  ],
  [
    'employee update',
    Paths.employees.update,
    'EMPLOYEE_WITH_SAME_DETAILS_EXIST',
    async ({ server }) => ({ empd: demoEmployee(server, 1) }),
  ],
  ['group update', Paths.users.groupUpdate, 'GROUP_EXIST', async () => ({ ugd: supervisors() })],
];

describe('the same record removed twice at once', () => {
  it('a leave day: one OK, one VALIDATION_ERROR (the day is gone), one day fewer', async () => {
    const payload = await payloadOf(Paths.employees.leaveDelete);
    const before = countOf('leaves');
    const replies = await Promise.all([
      ctx.call(Paths.employees.leaveDelete, payload),
      ctx.call(Paths.employees.leaveDelete, payload),
    ]);
    expect(statusesOf(replies)).toEqual(['OK', 'VALIDATION_ERROR']);
    expect(countOf('leaves')).toBe(before - 1);
  });

  it('an employee removed while leave days are added to them: none of their days is left', async () => {
    const empd = demoEmployee(ctx.server, 2);
    const days = ['2031-05-01', '2031-05-02', '2031-05-03', '2031-05-04'];
    const replies = await Promise.all([
      ...days.slice(0, 2).map((leave_day) => ctx.call(Paths.employees.leaveAdd, { empd, leave_day })),
      ctx.call(Paths.employees.delete, { empd }),
      ...days.slice(2).map((leave_day) => ctx.call(Paths.employees.leaveAdd, { empd, leave_day })),
    ]);
    expect(replies[2]).toEqual({ status: 'OK' });
    for (const reply of [...replies.slice(0, 2), ...replies.slice(3)])
      expect(['OK', 'EMPLOYEE_DOES_NOT_EXIST']).toContain((reply as { status: string }).status);
    expect(ctx.server.readDb().leaves.filter((leave) => leave.emd === empd)).toEqual([]);
  });
});

describe('two records renamed alike at once', () => {
  it.each(renames)('%s: one OK, one refused', async (_name, path, refusal, other) => {
    const payload = await payloadOf(path);
    const second = { ...payload, ...(await other(world())) };
    const replies = await Promise.all([ctx.call(path, payload), ctx.call(path, second)]);
    expect(statusesOf(replies)).toEqual(['OK', refusal].sort());
  });
});

describe('the last room taken twice at once', () => {
  const confirmedMembers = () =>
    ctx.server.readDb().app_members.filter((member) => member.app_id === demo.app.appId && member.confirmed !== false);

  it('two confirms of new users with one seat left: one OK, one USER_MAX_LICENSED_EXCEEDED', async () => {
    const codes = [
      await addPerson(ctx.server, '70000000000001', 'Bongani'),
      await addPerson(ctx.server, '70000000000002', 'Lindiwe'),
    ];
    for (const usd of codes) expect(await ctx.call(Paths.users.add, { usd })).toEqual({ status: 'OK', usd });
    const seats = confirmedMembers().length + 1;
    await editStore(
      ctx.server,
      (draft) => {
        draft.apps.find((app) => app.app_id === demo.app.appId)!.max_users = seats;
      },
      { reading: ['apps'] },
    );
    const replies = await Promise.all(codes.map((usd) => ctx.call(Paths.users.confirmAdd, { usd })));
    expect(statusesOf(replies)).toEqual(['OK', 'USER_MAX_LICENSED_EXCEEDED']);
    expect(confirmedMembers()).toHaveLength(seats);
  });

  it('two adds of different employees with one licensed place left: one OK, one EMPLOYEE_MAX_LICENSED_EXCEEDED', async () => {
    const employeesOfApp = () => ctx.server.readDb().employees.filter((one) => one.app_id === demo.app.appId);
    const places = employeesOfApp().length + 1;
    await editStore(
      ctx.server,
      (draft) => {
        draft.apps.find((app) => app.app_id === demo.app.appId)!.max_employees = places;
      },
      { reading: ['apps'] },
    );
    const replies = await Promise.all([
      ctx.call(Paths.employees.add, {
        employee: person({ name: 'Bongani', surname: 'Licensed', mobile: '0710000001' }),
      }),
      ctx.call(Paths.employees.add, {
        employee: person({ name: 'Lindiwe', surname: 'Licensed', mobile: '0710000002' }),
      }),
    ]);
    expect(statusesOf(replies)).toEqual(['EMPLOYEE_MAX_LICENSED_EXCEEDED', 'OK']);
    expect(employeesOfApp()).toHaveLength(places);
  });

  it('two shift position updates within the working days each, over them together: one refused', async () => {
    const sftd = await addShift(ctx.call, 'Day');
    await workingDays(ctx.server, sftd, days(3));
    const onShift = async (name: string, abbr: string) => {
      const form = positionForm(sftd, await addRole(ctx.call, name, abbr));
      return okField(await ctx.call(Paths.rosterSetup.positionAdd, form), 'sftrld', 'shift position add');
    };
    const shftrlds = [await onShift('Guard', 'GRD'), await onShift('Driver', 'DRV')];
    const fields = { monthly_hours: 160, weekly_hours: 40, dailly_hours: 8, ...days(2), priority_level: 50 };
    const replies = await Promise.all(
      shftrlds.map((shftrld) =>
        ctx.call(Paths.rosterSetup.positionUpdate, { shftrld, roster_shift_positions: fields }),
      ),
    );
    expect(statusesOf(replies)).toEqual(['DAILY_NUMBER_OF_EMPLOYEES_REQUIRED', 'OK']);
  });
});

describe('an add and a confirm of one person at once', () => {
  it('a confirm amid adds of the added person leaves them a confirmed member', async () => {
    const usd = await addPerson(ctx.server, '70000000000003', 'Sizwe');
    expect(await ctx.call(Paths.users.add, { usd })).toEqual({ status: 'OK', usd });
    // An add made before the confirm is confirmed after it (found again); one made after it is refused.
    const paths = [Paths.users.add, Paths.users.confirmAdd, Paths.users.add, Paths.users.add];
    await Promise.all(paths.map((path) => ctx.call(path, { usd })));
    const db = ctx.server.readDb();
    const userId = db.users.find((user) => user.usrcd === usd)!.id;
    const records = db.app_members.filter((member) => member.app_id === demo.app.appId && member.user_id === userId);
    expect(records.map((member) => member.confirmed)).toEqual([true]);
  });
});

describe('two calculations of one period at once', () => {
  const rostersOf = (sftd: string) => ctx.server.readDb().rosters.filter((roster) => roster.sftd === sftd);
  const start = { std: SITE, start_date: '2026-05-01', recalculate: 0 };

  /**
   * The second start is refused: the period is being calculated, or (when the first calculation, on a warm worker,
   * already ended before the second decided, as a loaded machine can make it) its roster is already created.
   */
  const oneStarted = (replies: unknown[]) => {
    const [ok, refused] = statusesOf(replies);
    expect(ok).toBe('OK');
    expect(['ROSTER_CALCULATION_IN_PROGRESS', 'ROSTER_ALREADY_CREATED']).toContain(refused);
  };

  it('a shift: one OK, one refused, one roster', async () => {
    const sftd = await rosterableShift(ctx.server, ctx.call, 'Twice', 'TWI');
    const payload = { ...start, sftd, roster_ref: '' };
    const replies = await Promise.all([
      ctx.call(Paths.rosters.startCalculation, payload),
      ctx.call(Paths.rosters.startCalculation, payload),
    ]);
    oneStarted(replies);
    expect(rostersOf(sftd)).toHaveLength(1);
  });

  it('a site: one OK, one refused, one roster per shift', async () => {
    const sftd = await rosterableShift(ctx.server, ctx.call, 'Site twice', 'STW');
    const replies = await Promise.all([
      ctx.call(Paths.rosters.startSiteCalculation, start),
      ctx.call(Paths.rosters.startSiteCalculation, start),
    ]);
    oneStarted(replies);
    expect(rostersOf(sftd)).toHaveLength(1);
  });
});
