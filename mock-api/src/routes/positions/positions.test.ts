import { Paths } from '../../contract';
import { addRecord, demo, ownAppUser, useDemoServer } from '../../testing/harness';
import { testShiftPosition } from '../../testing/testShiftPosition';

const ctx = useDemoServer('admin');

const call = async (path: string, payload: object, session = ctx.sessions.admin) =>
  (await ctx.server.call(path, payload, session)).body;
const add = (fields: object, session = ctx.sessions.admin) =>
  call(Paths.positions.add, { employee_roles: { abbr: 'X', ...fields } }, session);
const list = async (session = ctx.sessions.admin) => (await call(Paths.positions.list, {}, session)).employees_roles;

const NO_DAYS = { mon: 0, tue: 0, wed: 0, thu: 0, fri: 0, sat: 0, sun: 0, hld: 0 };
const guard = {
  name: 'Guard',
  abbr: 'GRD',
  m_hrs: 160,
  w_hrs: 40,
  d_hrs: 8,
  ...NO_DAYS,
  mon: 1,
  tue: 1,
  wed: 1,
  thu: 1,
  fri: 1,
};
const unknown = { status: 'VALIDATION_ERROR', errors: { rld: 'Select valid position' } };

describe('positions', () => {
  it('starts empty, adds a position with a new public id and lists the app positions by name', async () => {
    expect(await call(Paths.positions.list, {})).toEqual({ status: 'OK', employees_roles: [] });
    const reply = await add(guard);
    expect(reply).toEqual({ status: 'OK', rld: expect.stringMatching(/^[\w-]{16}$/) });
    expect(ctx.server.readDb().positions).toEqual([{ id: 1, rld: reply.rld, app_id: demo.app.appId, ...guard }]);
    // Trimmed, hours from strings, missing hours and flags 0.
    const supervisor = await add({ name: '  Supervisor ', abbr: ' SUP ', d_hrs: '9', sat: 1 });
    expect(supervisor.status).toBe('OK');
    const alpha = await add({ name: 'Armed response', abbr: 'AR' });
    expect(await list()).toEqual([
      { id: 3, rld: alpha.rld, name: 'Armed response', abbr: 'AR', m_hrs: 0, w_hrs: 0, d_hrs: 0, ...NO_DAYS },
      { id: 1, rld: reply.rld, ...guard },
      { id: 2, rld: supervisor.rld, name: 'Supervisor', abbr: 'SUP', m_hrs: 0, w_hrs: 0, d_hrs: 9, ...NO_DAYS, sat: 1 },
    ]);
  });

  it('answers the details of one position; VALIDATION_ERROR for an rld the app does not have', async () => {
    const { rld } = await add(guard);
    expect(await call(Paths.positions.details, { rld })).toEqual({
      status: 'OK',
      employees_roles: [{ id: 1, rld, ...guard }],
    });
    expect(await call(Paths.positions.details, { rld: 'nope' })).toEqual(unknown);
    const lerato = await ownAppUser(ctx.server, '27834450001', 'positions@times.test', 'Positions Rota');
    expect(await call(Paths.positions.details, { rld }, lerato)).toEqual(unknown);
    expect(await list(lerato)).toEqual([]);
  });

  it('answers NAME_OR_ABBR_EXIST on add for a name or an abbreviation the app has, in any case; another app may use them', async () => {
    await add(guard);
    expect(await add({ name: ' GUARD ', abbr: 'NEW' })).toEqual({ status: 'NAME_OR_ABBR_EXIST' });
    expect(await add({ name: 'Night guard', abbr: ' grd ' })).toEqual({ status: 'NAME_OR_ABBR_EXIST' });
    expect(ctx.server.readDb().positions).toHaveLength(1);
    const lerato = await ownAppUser(ctx.server, '27834450002', 'positions2@times.test', 'Other Positions');
    expect((await add(guard, lerato)).status).toBe('OK');
  });

  it('updates a position; NAME_OR_ABBR_EXIST for the name or abbreviation of another, its own in another case is fine', async () => {
    const { rld } = await add(guard);
    await add({ name: 'Supervisor', abbr: 'SUP' });
    const update = (fields: object, id = rld) =>
      call(Paths.positions.update, { rld: id, employee_roles: { ...guard, ...fields } });
    expect(await update({ name: 'supervisor' })).toEqual({ status: 'NAME_OR_ABBR_EXIST' });
    expect(await update({ abbr: 'Sup' })).toEqual({ status: 'NAME_OR_ABBR_EXIST' });
    expect(await update({ name: 'GUARD', abbr: 'grd' })).toEqual({ status: 'OK' });
    expect(await update({ name: 'Site guard', abbr: 'SG', m_hrs: 120, w_hrs: undefined, mon: 0, hld: 1 })).toEqual({
      status: 'OK',
    });
    expect((await call(Paths.positions.details, { rld })).employees_roles).toEqual([
      { id: 1, rld, ...guard, name: 'Site guard', abbr: 'SG', m_hrs: 120, w_hrs: 0, mon: 0, hld: 1 },
    ]);
    expect(await update({}, 'nope')).toEqual(unknown);
  });

  it('deletes a position; RECORD_IN_USE while a shift position refers to it', async () => {
    const { rld } = await add(guard);
    await add({ name: 'Supervisor', abbr: 'SUP' });
    await addRecord(ctx.server, 'shift_positions', {
      ...testShiftPosition(1, demo.app.appId, { std: demo.site.sd, sftd: 'some-shift', rld }),
    });
    expect(await call(Paths.positions.delete, { rld })).toEqual({ status: 'RECORD_IN_USE' });
    expect(ctx.server.readDb().positions).toHaveLength(2);

    const spare = await add({ name: 'Spare', abbr: 'SPR' });
    expect(await call(Paths.positions.delete, { rld: spare.rld })).toEqual({ status: 'OK' });
    expect(ctx.server.readDb().positions.map((position) => position.name)).toEqual(['Guard', 'Supervisor']);
    expect(await call(Paths.positions.delete, { rld: spare.rld })).toEqual(unknown);
  });

  it('answers VALIDATION_ERROR for invalid payloads', async () => {
    const invalid = (errors: object) => ({ status: 'VALIDATION_ERROR', errors });
    expect(await add({ name: 'G' })).toEqual(invalid({ 'employee_roles.name': 'Position name is required' }));
    expect(await add({ name: 'x'.repeat(46) })).toEqual(invalid({ 'employee_roles.name': 'Max length exceeded' }));
    expect(await add({ name: 'Guard', abbr: 'ABCDEF' })).toEqual(
      invalid({ 'employee_roles.abbr': 'Max length exceeded' }),
    );
    expect(await add({ name: 'Guard', abbr: ' ' })).toEqual(
      invalid({ 'employee_roles.abbr': 'Abbreviation is required' }),
    );
    expect((await add({ name: 'Guard', d_hrs: 7.5 })).errors).toEqual({
      'employee_roles.d_hrs': 'Enter a whole number of hours',
    });
    expect((await add({ name: 'Guard', mon: 2 })).errors).toHaveProperty(['employee_roles.mon']);
    expect((await call(Paths.positions.add, {})).status).toBe('VALIDATION_ERROR');

    const { rld } = await add(guard);
    expect(await call(Paths.positions.update, { rld, employee_roles: { ...guard, name: 'G' } })).toEqual(
      invalid({ 'employee_roles.name': 'Psition name is required' }),
    );
    expect((await call(Paths.positions.update, { rld, employee_roles: { ...guard, abbr: 'TOOLONG' } })).errors).toEqual(
      {
        'employee_roles.abbr': 'Max length exceeded',
      },
    );
    expect((await call(Paths.positions.update, { employee_roles: guard })).errors).toHaveProperty('rld');
    expect((await call(Paths.positions.details, {})).errors).toHaveProperty('rld');
    expect((await call(Paths.positions.delete, {})).errors).toHaveProperty('rld');
    expect(ctx.server.readDb().positions).toHaveLength(1);
  });

  it('raises the wizard positions step of the app details (20% more)', async () => {
    const details = async () => (await call(Paths.timesApp.appDetails, {})).app_details;
    const before = await details();
    expect(before.wizard_positions).toBe(0);
    await add(guard);
    const after = await details();
    expect(after.wizard_positions).toBe(1);
    expect(after.wizard_perc).toBe(before.wizard_perc + 20);
  });
});

describe('position rights', () => {
  it('lets admins and group users with SITES right 1 in; operations managers and other apps users get INVALID_USER_RIGHTS', async () => {
    const { rld } = await add(guard);
    const lerato = await ownAppUser(ctx.server, '27834450003', 'positions3@times.test', 'Rights Positions');
    const payloads: [string, object][] = [
      [Paths.positions.list, {}],
      [Paths.positions.details, { rld }],
      [Paths.positions.add, { employee_roles: guard }],
      [Paths.positions.update, { rld, employee_roles: { ...guard, name: 'Guard 2' } }],
      [Paths.positions.delete, { rld }],
    ];
    const denied = { status: 'INVALID_USER_RIGHTS' };
    for (const [path, payload] of payloads) expect(await call(path, payload, ctx.sessions.ops)).toEqual(denied);
    // The group user (Sipho) passes: a duplicate add, then the full round.
    expect(await call(Paths.positions.add, { employee_roles: guard }, ctx.sessions.group)).toEqual({
      status: 'NAME_OR_ABBR_EXIST',
    });
    expect((await call(Paths.positions.details, { rld }, ctx.sessions.group)).status).toBe('OK');
    expect(
      await call(Paths.positions.update, { rld, employee_roles: { ...guard, name: 'Guard 2' } }, ctx.sessions.group),
    ).toEqual({ status: 'OK' });
    expect((await list(ctx.sessions.group)).map((position: { name: string }) => position.name)).toEqual(['Guard 2']);
    expect(await call(Paths.positions.delete, { rld }, ctx.sessions.group)).toEqual({ status: 'OK' });
    // Another app's user sees only their own app: the demo position is unknown there, their list is empty.
    expect(await list(lerato)).toEqual([]);
    expect(await call(Paths.positions.delete, { rld }, lerato)).toEqual(unknown);
    expect(ctx.server.readDb().positions).toEqual([]);
  });
});
