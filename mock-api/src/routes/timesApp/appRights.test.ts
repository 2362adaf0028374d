import { FORM_PERMISSIONS, Paths } from '../../contract';
import { testPosition } from '../../testing/testPosition';
import type { SessionGrant } from '../../contract';
import {
  addRecord,
  createApp,
  demo,
  demoAppSelection,
  editStore,
  login,
  selection,
  signUp,
  startTestServer,
} from '../../testing/harness';
import type { TestServer } from '../../testing/harness';
import { isTypedCollection } from '../../store/postgres/typedTables';
import type { CollectionName } from '../../store/types';
import { shiftEmployeeRow } from '../../testing/shiftEmployeeRow';
import { testWorkingDays } from '../../testing/testWorkingDays';
import { testShift } from '../../testing/testShift';
import { testSite } from '../../testing/testSite';
import { testShiftPosition } from '../../testing/testShiftPosition';

let server: TestServer;
const sessions: Record<'admin' | 'group' | 'ops', SessionGrant> = {} as never;
beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['admin', 'group', 'ops'] as const) {
    sessions[who] = await login(server, demo[who].mobile, demo[who].password);
    const selected = await server.call(Paths.apps.selectApp, demoAppSelection, sessions[who]);
    if (selected.body.status !== 'OK') throw new Error(`select failed for ${who}`);
  }
});
afterAll(() => server.close());

const APP = demo.app.appId;
const SITE = demo.site.sd;
const call = async (path: string, session: SessionGrant, payload: object = {}) =>
  (await server.call(path, payload, session)).body;
const formRights = (session: SessionGrant, f_rd: number) => call(Paths.timesApp.formRights, session, { f_rd });
const ALL_FORMS = FORM_PERMISSIONS.map(({ frm_id, name }) => ({ id: frm_id, frm_id, name }));

/** Undo store edits of one test. */
const restore = async (collection: CollectionName, keep: (record: Record<string, unknown>) => boolean) =>
  await editStore(
    server,
    (draft) => {
      const records: unknown = draft[collection];
      if (Array.isArray(records)) (draft as Record<string, unknown>)[collection] = records.filter(keep);
    },
    // A typed table's records (issue 33) are read into the draft first; the state holds the others whole.
    { reading: isTypedCollection(collection) ? [collection] : [] },
  );

describe('before an app is selected', () => {
  it('answers APP_NOT_SELECTED on every Times-backend call of the app', async () => {
    const fresh = await login(server, demo.admin.mobile, demo.admin.password);
    expect(await call(Paths.timesApp.appDetails, fresh)).toEqual({ status: 'APP_NOT_SELECTED' });
    expect(await call(Paths.timesApp.forms, fresh)).toEqual({ status: 'APP_NOT_SELECTED' });
    expect(await formRights(fresh, 1)).toEqual({ status: 'APP_NOT_SELECTED' });
    expect(await call(Paths.timesApp.rosterWizardDetails, fresh, { std: SITE, sftd: 'x' })).toEqual({
      status: 'APP_NOT_SELECTED',
    });
  });

  it('answers INVALID without a full user session', async () => {
    const visitor = await server.visitor();
    for (const path of [Paths.timesApp.appDetails, Paths.timesApp.forms])
      expect(await call(path, visitor)).toEqual({ status: 'INVALID' });
    expect(await formRights(visitor, 1)).toEqual({ status: 'INVALID' });
  });
});

describe('app details', () => {
  it('answers the selected app with wizard flags from its data (a client, a site and the seeded employees: 60%)', async () => {
    const expected = {
      status: 'OK',
      app_details: {
        app_name: 'Acme Times',
        app_handle: 'acme-times',
        description: 'Rosters and timesheets of the Acme Security Services guards.',
        wizard_clients: 1,
        wizard_sites: 1,
        wizard_shifts: 0,
        wizard_positions: 0,
        wizard_employees: 1,
        wizard_perc: 60,
      },
    };
    for (const session of Object.values(sessions))
      expect(await call(Paths.timesApp.appDetails, session)).toEqual(expected);
  });

  it('raises a flag when a record of the app is added, and ignores other apps and deleted records', async () => {
    const details = async () => (await call(Paths.timesApp.appDetails, sessions.admin)).app_details;
    await addRecord(server, 'shifts', { ...testShift(900, 'another-app', { std: 'x', sftd: 'other-app-shift' }) });
    await addRecord(server, 'shifts', { ...testShift(902, APP, { std: SITE, sftd: 'deleted-shift' }, { deleted: 1 }) });
    await editStore(server, (draft) => draft.positions.push(testPosition(900, 'another-app', 'other-app-role')), {
      reading: ['positions'],
    });
    expect(await details()).toMatchObject({ wizard_shifts: 0, wizard_positions: 0, wizard_perc: 60 });

    await addRecord(server, 'shifts', { ...testShift(901, APP, { std: SITE, sftd: 'wizard-shift' }) });
    expect(await details()).toMatchObject({ wizard_shifts: 1, wizard_perc: 80 });
    await editStore(server, (draft) => draft.positions.push(testPosition(901, APP, 'wizard-role')), {
      reading: ['positions'],
    });
    expect(await details()).toMatchObject({ wizard_positions: 1, wizard_employees: 1, wizard_perc: 100 });

    const clients = structuredClone(server.readDb().clients);
    await restore('clients', (record) => record.app_id !== APP);
    expect(await details()).toMatchObject({ wizard_clients: 0, wizard_perc: 80 });
    await editStore(
      server,
      (draft) => {
        draft.clients = clients;
      },
      { reading: ['clients'] },
    );
    for (const collection of ['shifts', 'positions'] as const)
      await restore(collection, (record) => Number(record.id) < 900);
    expect((await details()).wizard_perc).toBe(60);
  });

  it('answers 0% for a new app', async () => {
    const lerato = await signUp(server, '27839990001', 'details@times.test');
    const own = await createApp(server, lerato, 'Empty Rota', { handle: 'empty-rota' });
    await server.call(Paths.apps.selectApp, selection(own), lerato);
    expect(await call(Paths.timesApp.appDetails, lerato)).toEqual({
      status: 'OK',
      app_details: {
        app_name: 'Empty Rota',
        app_handle: 'empty-rota',
        description: 'An app for the tests',
        wizard_clients: 0,
        wizard_sites: 0,
        wizard_shifts: 0,
        wizard_positions: 0,
        wizard_employees: 0,
        wizard_perc: 0,
      },
    });
  });

  it('answers INVALID_USER_RIGHTS once the user is no longer a member', async () => {
    const sipho = await login(server, demo.group.mobile, demo.group.password);
    await server.call(Paths.apps.selectApp, demoAppSelection, sipho);
    const membership = server.readDb().app_members.find((member) => member.user_id === demo.group.id);
    await restore('app_members', (record) => record.user_id !== demo.group.id);
    expect(await call(Paths.timesApp.appDetails, sipho)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await call(Paths.timesApp.forms, sipho)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await formRights(sipho, 1)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    await editStore(
      server,
      (draft) => {
        if (membership) draft.app_members.push(membership);
      },
      { reading: ['app_members'] },
    );
    expect((await call(Paths.timesApp.appDetails, sipho)).status).toBe('OK');
  });
});

describe('forms', () => {
  it('lists every form for the admin', async () => {
    expect(await call(Paths.timesApp.forms, sessions.admin)).toEqual({ status: 'OK', forms: ALL_FORMS });
  });

  it('lists SITES and ROSTER for Sipho (group Site supervisors)', async () => {
    expect(await call(Paths.timesApp.forms, sessions.group)).toEqual({
      status: 'OK',
      forms: [
        { id: 1, frm_id: 1, name: 'SITES' },
        { id: 5, frm_id: 5, name: 'ROSTER' },
      ],
    });
  });

  it('lists ROSTER for Naledi (operations manager)', async () => {
    expect(await call(Paths.timesApp.forms, sessions.ops)).toEqual({
      status: 'OK',
      forms: [{ id: 5, frm_id: 5, name: 'ROSTER' }],
    });
  });
});

describe('form rights', () => {
  it('answers isAdmn with every right of the form for the admin', async () => {
    expect(await formRights(sessions.admin, 4)).toEqual({
      status: 'OK',
      isAdmn: 1,
      isOpsManager: 0,
      isGroupUser: 0,
      u_rights: [{ id: 3 }],
    });
    expect(await formRights(sessions.admin, 1)).toEqual({
      status: 'OK',
      isAdmn: 1,
      isOpsManager: 0,
      isGroupUser: 0,
      u_rights: [{ id: 1 }],
    });
    const roster = await formRights(sessions.admin, 5);
    expect(roster.u_rights.map((right: { id: number }) => right.id)).toEqual([9, 10, 11, 12, 13, 14, 20, 21]);
  });

  it("answers isGroupUser with the group's rights on the form for Sipho", async () => {
    const group = { status: 'OK', isAdmn: 0, isOpsManager: 0, isGroupUser: 1 };
    expect(await formRights(sessions.group, 1)).toEqual({ ...group, u_rights: [{ id: 1 }] });
    expect(await formRights(sessions.group, 5)).toEqual({ ...group, u_rights: [{ id: 10 }, { id: 14 }, { id: 21 }] });
    expect(await formRights(sessions.group, 4)).toEqual({ ...group, u_rights: [] });
  });

  it('answers isOpsManager with no rights for Naledi', async () => {
    expect(await formRights(sessions.ops, 5)).toEqual({
      status: 'OK',
      isAdmn: 0,
      isOpsManager: 1,
      isGroupUser: 0,
      u_rights: [],
    });
  });

  it('follows changes of the group rights', async () => {
    const before = (await server.wholeState()).user_groups;
    await editStore(
      server,
      (draft) => {
        draft.user_groups[0]?.rights.push({ frm_id: 4, right_id: 3 });
      },
      { reading: ['user_groups'] },
    );
    expect((await formRights(sessions.group, 4)).u_rights).toEqual([{ id: 3 }]);
    expect(
      (await call(Paths.timesApp.forms, sessions.group)).forms.map((form: { frm_id: number }) => form.frm_id),
    ).toEqual([1, 4, 5]);
    await editStore(
      server,
      (draft) => {
        draft.user_groups = before;
      },
      { reading: ['user_groups'] },
    );
  });

  it('answers VALIDATION_ERROR for an unknown form id', async () => {
    for (const f_rd of [0, 6, 7, 99, 'x']) {
      expect(await formRights(sessions.admin, f_rd as number)).toEqual({
        status: 'VALIDATION_ERROR',
        errors: { f_rd: 'Select valid form' },
      });
    }
    expect(await call(Paths.timesApp.formRights, sessions.admin)).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { f_rd: 'Select valid form' },
    });
  });
});

describe('roster wizard details', () => {
  const SHIFT = 'roster-wizard-shift';
  beforeAll(
    async () =>
      await addRecord(server, 'shifts', { ...testShift(950, APP, { std: SITE, sftd: SHIFT }, { name: 'Day' }) }),
  );
  afterAll(() => restore('shifts', (record) => record.sftd !== SHIFT));
  const wizard = (session: SessionGrant, std: string, sftd: string) =>
    call(Paths.timesApp.rosterWizardDetails, session, { std, sftd });

  it('answers 0% for a shift with no setup, to every member', async () => {
    const expected = {
      status: 'OK',
      wizard_working_days: 0,
      wizard_positions: 0,
      wizard_employees: 0,
      wizard_constrains: 0,
      wizard_perc: 0,
    };
    for (const session of Object.values(sessions)) expect(await wizard(session, SITE, SHIFT)).toEqual(expected);
  });

  it('raises a flag per setup collection holding a record of the shift', async () => {
    const app = demo.app.appId;
    await addRecord(server, 'shift_working_days', { ...testWorkingDays(1, app, { std: SITE, sftd: 'another-shift' }) });
    expect((await wizard(sessions.ops, SITE, SHIFT)).wizard_perc).toBe(0);
    await addRecord(server, 'shift_working_days', { ...testWorkingDays(2, app, { std: SITE, sftd: SHIFT }) });
    expect(await wizard(sessions.ops, SITE, SHIFT)).toMatchObject({ wizard_working_days: 1, wizard_perc: 25 });
    await addRecord(server, 'shift_positions', {
      ...testShiftPosition(1, app, { std: SITE, sftd: SHIFT, rld: 'aRole' }),
    });
    // A place on the shift is the app's, of one of its employees (on PostgreSQL a row of its own table: issue 33).
    const created_at = '2026-03-01T08:00:00.000Z';
    const [someone] = server.readDb().employees.filter((employee) => employee.app_id === demo.app.appId);
    await addRecord(server, 'shift_employees', {
      ...shiftEmployeeRow(1, { std: SITE, sftd: SHIFT, emd: someone!.emd, created_at }),
    });
    expect(await wizard(sessions.ops, SITE, SHIFT)).toMatchObject({
      wizard_positions: 1,
      wizard_employees: 1,
      wizard_perc: 75,
    });
    await addRecord(server, 'shift_rules', { id: 1, app_id: demo.app.appId, sftd: SHIFT, rule_id: 1, priority: 1 });
    expect(await wizard(sessions.ops, SITE, SHIFT)).toEqual({
      status: 'OK',
      wizard_working_days: 1,
      wizard_positions: 1,
      wizard_employees: 1,
      wizard_constrains: 1,
      wizard_perc: 100,
    });
  });

  it('answers INVALID_SHIFT_DETAILS for an unknown shift or site, or a shift of another site or app', async () => {
    await addRecord(server, 'shifts', { ...testShift(951, 'another-app', { std: SITE, sftd: 'foreign-shift' }) });
    for (const [std, sftd] of [
      [SITE, 'unknown'],
      ['unknown', SHIFT],
      [SITE, 'foreign-shift'],
    ] as const) {
      expect(await wizard(sessions.admin, std, sftd)).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    }
    await addRecord(server, 'sites', { ...testSite(951, APP, 'second-site', { name: 'Second' }) });
    expect(await wizard(sessions.admin, 'second-site', SHIFT)).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    await restore('sites', (record) => record.sd !== 'second-site');
    await restore('shifts', (record) => record.sftd !== 'foreign-shift');
  });

  it('validates the payload', async () => {
    expect(await call(Paths.timesApp.rosterWizardDetails, sessions.admin, { std: ' ' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { std: 'Select site', sftd: 'Select shift' },
    });
  });
});
