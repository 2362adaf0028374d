/**
 * The living demo (issue 17): on a fresh store with `demo` on, the API sets up Acme Times through
 * its own routes (two sites, a Day and a Night shift at Pretoria Central and a Day shift at
 * Sandton City, each wizard at 100%), calculates and publishes last month's and this month's
 * rosters, pins days and records an absence on this month's Day roster. Built once per seed: a
 * restart leaves it alone, POST /dev/reset builds it again, and an app already set up by hand is
 * never touched.
 */
import { Paths } from '../contract';
import { createServer } from '../server';
import { resetStoreFile } from '../store/fileStore';
import { demo, demoSessions, editStore, seedDir, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import type { SessionGrant } from '../contract';

const WEB = 'http://127.0.0.1:4200';
const FAST = { demo: true, allowedOrigins: [WEB] };
const demoRecord = (server: TestServer) => server.api.store.data.demo[0];
const demoShifts = (server: TestServer) =>
  server.api.store.data.shifts.filter((shift) => shift.app_id === demo.app.appId);

let server: TestServer;
let admin: SessionGrant;
const call = async (path: string, payload: object) => (await server.call(path, payload, admin)).body;

beforeAll(async () => {
  server = await startTestServer(FAST);
  await server.api.demo()?.done;
  ({ admin } = await demoSessions(server));
}, 120_000);
afterAll(() => server.close());

describe('the living demo', () => {
  it('ends ready, with a record of what it built', () => {
    expect(demoRecord(server)).toMatchObject({
      state: 'ready',
      message: '3 shifts on 2 sites, 6 rosters published',
      edited: '2026-03-01',
    });
    expect(server.logs).toContain('Demo ready: 3 shifts on 2 sites, 6 rosters published.');
  });

  it('sets up two sites of Acme Retail, with shifts whose four wizard steps are done', async () => {
    const sites = await call(Paths.rosterSetup.sitesOfClient, { clntd: demo.clients.acmeRetail.cntd });
    const names = sites.roster_sites.map((site: { name: string }) => site.name);
    // The roster page selects a client's first site and a site's first shift: Pretoria Central's Day.
    expect(names).toEqual(['Pretoria Central', 'Sandton City']);
    const pretoria = await call(Paths.rosterSetup.shiftsOfSite, { std: demo.site.sd });
    expect(pretoria.site_shifts.map((shift: { name: string }) => shift.name)).toEqual(['Day', 'Night']);
    const shifts = demoShifts(server);
    expect(shifts.map((shift) => shift.name).sort()).toEqual(['Day', 'Day', 'Night']);
    for (const shift of shifts) {
      const wizard = await call(Paths.timesApp.rosterWizardDetails, { std: shift.std, sftd: shift.sftd });
      expect(wizard).toMatchObject({ status: 'OK', wizard_perc: 100 });
    }
  });

  it("calculates and publishes last month's and this month's roster of every shift, every place covered", async () => {
    for (const shift of demoShifts(server)) {
      const periods = await call(Paths.rosters.periods, { shftd: shift.sftd, std: shift.std });
      const rows = periods.roster_period.map((row: Record<string, string>) => [
        row.start_date,
        row.roster_status,
        row.publish_state,
      ]);
      // The harness's clock stands at 1 March 2026.
      expect(rows.sort()).toEqual([
        ['2026-02-01', 'Successful', 'Published'],
        ['2026-03-01', 'Successful', 'Published'],
      ]);
    }
    for (const roster of server.api.store.data.rosters) {
      expect(roster.result?.uncovered ?? []).toEqual([]);
      expect(roster.result?.violations.filter((violation) => violation.hard)).toEqual([]);
    }
    const notices = server.api.store.data.outbox.filter((message) => message.purpose === 'roster');
    expect(notices.length).toBeGreaterThanOrEqual(17);
  });

  it("pins days and records an absence on this month's Day roster of Pretoria Central", () => {
    const day = demoShifts(server).find((shift) => shift.name === 'Day' && shift.std === demo.site.sd)!;
    const roster = server.api.store.data.rosters.find(
      (candidate) => candidate.sftd === day.sftd && candidate.start_date === '2026-03-01',
    )!;
    expect(roster.pins?.length).toBeGreaterThanOrEqual(2);
    expect(roster.last_changes?.changes.some((change) => change.kind === 'removed')).toBe(true);
    // Pins and the absence fall on days still to come.
    for (const pin of roster.pins ?? []) expect(pin.date >= '2026-03-02').toBe(true);
    const others = server.api.store.data.rosters.filter((candidate) => candidate.id !== roster.id);
    expect(others.every((candidate) => !candidate.pins?.length && !candidate.last_changes)).toBe(true);
  });

  it('links two employees to their accounts, with time off and an availability change waiting', async () => {
    const state = server.api.store.data;
    expect(state.employee_accounts.map((one) => [one.emd, one.user_id])).toEqual([
      ['Yh2NdBWflcpjaxvH', 4],
      ['jxJtcoglGK37Ei7o', 5],
    ]);
    const requests = await call(Paths.requests.list, { state: 'pending' });
    const rows = requests.requests.map((one: { name: string; kind: string }) => `${one.name} ${one.kind}`);
    expect(rows.sort()).toEqual(['Mandla time_off', 'Palesa availability', 'Palesa time_off']);
    for (const request of requests.requests) expect(request.touches.length).toBeGreaterThan(0);
    // Their invitations' links lead to the web app (its first allowed origin), not a bare path.
    const invitations = state.outbox.filter((message) => message.purpose === 'invitation');
    expect(invitations.map((message) => /(\S+\/approot\/invite\/)/.exec(message.text)?.[1])).toEqual([
      `${WEB}/approot/invite/`,
      `${WEB}/approot/invite/`,
    ]);
    // Palesa's day off after the roster applied at once.
    const palesa = state.employee_availability.find((one) => one.emd === 'jxJtcoglGK37Ei7o');
    expect(palesa?.requests).toEqual([expect.objectContaining({ work: 0, weight: 6, sftd: '' })]);
    // On the first of the month no day of it has passed: no clock records yet.
    expect(state.clock_records).toEqual([]);
  });

  it('is left alone by a restart on the same store', async () => {
    const again = createServer({
      dbFile: server.dbFile,
      seedDir,
      config: { ...FAST, logger: server.api.config.logger },
    });
    await again.start();
    await again.demo()?.done;
    expect(again.store.data.shifts.filter((shift) => shift.app_id === demo.app.appId)).toHaveLength(3);
    expect(again.store.data.demo[0]?.state).toBe('ready');
    await again.close();
  });

  it('is built again when npm run reset-db rewrites the store under the running API', async () => {
    resetStoreFile(server.dbFile, seedDir);
    // The next call reads the file again and finds no demo record.
    expect((await server.call(Paths.apps.userApps, {}, admin)).body.status).toBe('INVALID');
    expect(demoRecord(server)?.state).toBe('building');
    await server.api.demo()?.done;
    expect(demoRecord(server)?.state).toBe('ready');
    expect(demoShifts(server)).toHaveLength(3);
    expect(server.api.store.data.rosters).toHaveLength(6);
    ({ admin } = await demoSessions(server));
  }, 120_000);

  it('is built again after POST /dev/reset', async () => {
    const reset = await server.raw('/dev/reset', '', { method: 'POST' });
    expect(reset.http).toBe(200);
    expect(demoRecord(server)?.state).toBe('building');
    await server.api.demo()?.done;
    expect(demoRecord(server)?.state).toBe('ready');
    expect(demoShifts(server)).toHaveLength(3);
    expect(server.api.store.data.rosters).toHaveLength(6);
  }, 120_000);
});

describe('the demo near the end of a month', () => {
  it("also publishes next month's rosters and edits next month's Day roster, so pins show on any day", async () => {
    const late = await startTestServer(FAST, { at: '2026-11-29T08:00:00.000Z' });
    try {
      await late.api.demo()?.done;
      expect(demoRecord(late)).toMatchObject({
        state: 'ready',
        message: '3 shifts on 2 sites, 9 rosters published',
        edited: '2026-12-01',
      });
      const starts = late.api.store.data.rosters.map((roster) => `${roster.start_date} ${roster.publish_state}`);
      expect([...new Set(starts)].sort()).toEqual([
        '2026-10-01 Published',
        '2026-11-01 Published',
        '2026-12-01 Published',
      ]);
      const edited = late.api.store.data.rosters.filter((roster) => roster.pins?.length);
      expect(edited.map((roster) => roster.start_date)).toEqual(['2026-12-01']);
      expect(edited[0]!.pins!.length).toBeGreaterThanOrEqual(2);
      expect(edited[0]!.last_changes?.changes.some((change) => change.kind === 'removed')).toBe(true);
      // This month's days gone by were clocked: mostly on time, a few late, one day missed.
      const clocks = late.api.store.data.clock_records;
      expect(clocks.length).toBeGreaterThan(100);
      expect(clocks.every((clock) => clock.at < '2026-11-30' && clock.at >= '2026-11-01')).toBe(true);
      expect(clocks.every((clock) => clock.sftd !== '')).toBe(true);
      const present = new Set(
        late.api.store.data.attendance.filter((day) => day.present === 1).map((day) => `${day.emd} ${day.day}`),
      );
      const clockedIn = clocks.filter((clock) => clock.kind === 'in');
      expect(clockedIn.filter((clock) => !present.has(`${clock.emd} ${clock.at.slice(0, 10)}`))).toEqual([]);
      const waiting = late.api.store.data.time_off_requests.filter((one) => one.state === 'pending');
      expect(waiting.map((one) => one.kind ?? 'time off')).toEqual(['time off', 'time off', 'availability']);
    } finally {
      await late.close();
    }
  }, 120_000);
});

describe('the demo on a store it must not touch', () => {
  it('skips an app that already has shifts, and a build a stopped server left is marked failed', async () => {
    const own = await startTestServer();
    await editStore(own, (draft) => {
      draft.shifts.push({ ...structuredClone(demoShifts(server)[0]!), id: 999, name: 'Mine' });
    });
    const skipped = createServer({ dbFile: own.dbFile, seedDir, config: { ...FAST, logger: own.api.config.logger } });
    await skipped.start();
    await skipped.demo()?.done;
    expect(skipped.store.data.demo[0]?.state).toBe('skipped');
    expect(skipped.store.data.shifts.filter((shift) => shift.app_id === demo.app.appId)).toHaveLength(1);
    expect(skipped.store.data.rosters).toEqual([]);

    await skipped.store.update((draft) => {
      draft.demo = [{ id: 1, state: 'building', started_at: '', finished_at: '', message: '' }];
    });
    const restarted = createServer({ dbFile: own.dbFile, seedDir, config: { ...FAST, logger: own.api.config.logger } });
    await restarted.start();
    expect(restarted.store.data.demo[0]).toMatchObject({ state: 'failed' });
    expect(restarted.store.data.demo[0]?.message).toMatch(/npm run reset-db/);
    await Promise.all([skipped.close(), restarted.close(), own.close()]);
  });
});
