import { Paths } from '../../contract';
import { hoursRoster } from '../../rosters/calculation/testing/processingRoster';
import type { RosterRecord } from '../../store/types';
import { addRecord, demo, editStore, sitePayload, useDemoServer } from '../../testing/harness';

const ctx = useDemoServer('admin');

const { retail, industrial } = demo.clientTypes;
const { acmeRetail, highveld } = demo.clients;
const { call } = ctx;
const addRoster = (record: RosterRecord) =>
  editStore(ctx.server, (draft) => {
    draft.rosters.push(record);
  });
const list = async (flt: number) => (await call(Paths.clients.list, { flt })).clients;
const client = (name: string, clnt_tpd: string = retail.tpd, dt_started = '2026-02-01') => ({
  name,
  clnt_tpd,
  dt_started,
});

const acmeRow = {
  id: 1,
  cntd: acmeRetail.cntd,
  name: 'Acme Retail',
  client_type_name: 'Retail',
  date_started: '2026-01-05',
  client_status: 'Active',
  ttl_roster_hrs: 0,
  ttl_timesheet_hrs: 0,
  ttl_sites: 1,
};
const highveldRow = {
  id: 2,
  cntd: highveld.cntd,
  name: 'Highveld Logistics',
  client_type_name: 'Industrial',
  date_started: '2025-11-03',
  client_status: 'Deactivated',
  ttl_roster_hrs: 0,
  ttl_timesheet_hrs: 0,
  ttl_sites: 0,
};

describe('client list', () => {
  it('lists all, active or deactivated clients by name with their type, start date, status and totals', async () => {
    expect(await call(Paths.clients.list, { flt: 0 })).toEqual({ status: 'OK', clients: [acmeRow, highveldRow] });
    expect(await list(1)).toEqual([acmeRow]);
    expect(await list(2)).toEqual([highveldRow]);
    // flt defaults to all.
    expect((await call(Paths.clients.list, {})).clients).toHaveLength(2);
    await call(Paths.clients.add, client('aardvark Security'));
    expect((await list(0)).map((row: { name: string }) => row.name)).toEqual([
      'aardvark Security',
      'Acme Retail',
      'Highveld Logistics',
    ]);
  });

  it('counts the sites live', async () => {
    await call(Paths.sites.add, sitePayload('Hatfield Plaza'));
    await call(Paths.sites.add, sitePayload('Midrand Depot', { clnt: highveld.cntd }));
    expect((await list(0)).map((row: { ttl_sites: number }) => row.ttl_sites)).toEqual([2, 1]);
    const { sd } = await call(Paths.sites.add, sitePayload('Short Lived'));
    expect((await list(1))[0].ttl_sites).toBe(3);
    await call(Paths.sites.delete, { std: sd });
    expect((await list(1))[0].ttl_sites).toBe(2);
  });

  it("sums the hours of the rosters of each client's sites and of its timesheets", async () => {
    const { sd } = await call(Paths.sites.add, sitePayload('Midrand Depot', { clnt: highveld.cntd }));
    await addRoster(hoursRoster(1, demo.app.appId, demo.site.sd, 12));
    await addRoster(hoursRoster(2, demo.app.appId, demo.site.sd, 7.5));
    await addRoster(hoursRoster(3, demo.app.appId, sd, 8));
    // Not calculated (no result): no hours.
    await addRoster({ ...hoursRoster(4, demo.app.appId, demo.site.sd, 0), result: null });
    await addRecord(ctx.server, 'timesheets', { id: 1, cntd: acmeRetail.cntd, hours: 6 });
    const [acme, logistics] = await list(0);
    expect(acme).toMatchObject({ ttl_roster_hrs: 19.5, ttl_timesheet_hrs: 6 });
    expect(logistics).toMatchObject({ ttl_roster_hrs: 8, ttl_timesheet_hrs: 0 });
  });

  it('answers VALIDATION_ERROR for an unknown filter', async () => {
    for (const flt of [3, -1, 'x']) {
      expect(await call(Paths.clients.list, { flt })).toEqual({
        status: 'VALIDATION_ERROR',
        errors: { flt: 'Select valid filter' },
      });
    }
  });
});

describe('client lookup and details', () => {
  it('looks up the active clients by name', async () => {
    await call(Paths.clients.add, client('Zebra Mining', industrial.tpd));
    expect(await call(Paths.clients.lookup, {})).toEqual({
      status: 'OK',
      clients: [
        { id: 1, cntd: acmeRetail.cntd, name: 'Acme Retail' },
        { id: expect.any(Number), cntd: expect.any(String), name: 'Zebra Mining' },
      ],
    });
    await call(Paths.clients.status, { clntd: highveld.cntd, clnt_status: 5 });
    expect((await call(Paths.clients.lookup, {})).clients.map((row: { name: string }) => row.name)).toEqual([
      'Acme Retail',
      'Highveld Logistics',
      'Zebra Mining',
    ]);
  });

  it('answers the details of a client with its type', async () => {
    expect(await call(Paths.clients.details, { clntd: acmeRetail.cntd })).toEqual({
      status: 'OK',
      client_details: { ...acmeRow, clnt_tpd: retail.tpd },
    });
    expect(await call(Paths.clients.details, { clntd: 'unknown' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { clntd: 'Select client' },
    });
    expect(await call(Paths.clients.details, {})).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { clntd: 'Select client' },
    });
  });
});

describe('client add and update', () => {
  it('adds an active client with a new public id', async () => {
    const reply = await call(Paths.clients.add, client('  Gold Reef Casino ', industrial.tpd, '2026-03-01'));
    expect(reply).toEqual({ status: 'OK', cntd: expect.stringMatching(/^[\w-]{16}$/) });
    expect(ctx.server.readDb().clients.at(-1)).toEqual({
      id: expect.any(Number),
      cntd: reply.cntd,
      app_id: demo.app.appId,
      name: 'Gold Reef Casino',
      clnt_tpd: industrial.tpd,
      dt_started: '2026-03-01',
      clnt_status: 5,
    });
    expect((await call(Paths.clients.details, { clntd: reply.cntd })).client_details).toMatchObject({
      client_type_name: 'Industrial',
      date_started: '2026-03-01',
      client_status: 'Active',
      ttl_sites: 0,
    });
  });

  it('stores the clnt_status sent (spec 000 section 3 write fields), and refuses any other value', async () => {
    const reply = await call(Paths.clients.add, { ...client('Dormant Client'), clnt_status: 10 });
    expect(reply.status).toBe('OK');
    expect(ctx.server.readDb().clients.at(-1)).toMatchObject({ cntd: reply.cntd, clnt_status: 10 });
    expect((await call(Paths.clients.details, { clntd: reply.cntd })).client_details).toMatchObject({
      client_status: 'Deactivated',
    });
    expect((await call(Paths.clients.add, { ...client('Odd Client'), clnt_status: 7 })).status).toBe(
      'VALIDATION_ERROR',
    );
    await call(Paths.clients.delete, { clntd: reply.cntd });
  });

  it('answers RECORD_EXIST for a name the app has, in any case', async () => {
    expect(await call(Paths.clients.add, client(' acme RETAIL '))).toEqual({ status: 'RECORD_EXIST' });
    expect(ctx.server.readDb().clients).toHaveLength(2);
  });

  it('answers VALIDATION_ERROR for a type the app does not have and for the shared rules', async () => {
    expect(await call(Paths.clients.add, client('New One', 'unknown-type'))).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { clnt_tpd: 'Select valid client type' },
    });
    expect(await call(Paths.clients.add, { name: 'x', clnt_tpd: '', dt_started: '2026-02-30' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: {
        name: 'Client name is required',
        clnt_tpd: 'Select valid client type',
        dt_started: 'Select valid date',
      },
    });
    expect((await call(Paths.clients.add, client('x'.repeat(100)))).status).toBe('OK');
    expect(await call(Paths.clients.add, client('y'.repeat(101)))).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { name: 'Max length exceeded' },
    });
  });

  it('updates a client; names are 2 to 45 characters and unique', async () => {
    const update = (fields: object) =>
      call(Paths.clients.update, { clntd: acmeRetail.cntd, ...client('Acme Retail Group'), ...fields });
    expect(await update({ clnt_tpd: industrial.tpd, dt_started: '2026-01-10' })).toEqual({ status: 'OK' });
    expect((await call(Paths.clients.details, { clntd: acmeRetail.cntd })).client_details).toMatchObject({
      name: 'Acme Retail Group',
      clnt_tpd: industrial.tpd,
      client_type_name: 'Industrial',
      date_started: '2026-01-10',
      client_status: 'Active',
    });
    expect(await update({ name: 'HIGHVELD logistics' })).toEqual({ status: 'RECORD_EXIST' });
    expect(await update({ name: 'ACME RETAIL GROUP' })).toEqual({ status: 'OK' });
    expect(await update({ name: 'z'.repeat(46) })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { name: 'Max length exceeded' },
    });
    expect(await update({ clnt_tpd: 'unknown' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { clnt_tpd: 'Select valid client type' },
    });
    expect(await update({ clntd: 'unknown' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { clntd: 'Select client' },
    });
    expect(await call(Paths.clients.update, client('No Id'))).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { clntd: expect.any(String) },
    });
  });
});

describe('client status and delete', () => {
  it('deactivates and activates a client', async () => {
    expect(await call(Paths.clients.status, { clntd: acmeRetail.cntd, clnt_status: 10 })).toEqual({ status: 'OK' });
    expect((await list(0))[0].client_status).toBe('Deactivated');
    expect(await list(1)).toEqual([]);
    expect((await call(Paths.clients.lookup, {})).clients).toEqual([]);
    expect(await call(Paths.clients.status, { clntd: acmeRetail.cntd, clnt_status: 5 })).toEqual({ status: 'OK' });
    expect((await list(1)).map((row: { name: string }) => row.name)).toEqual(['Acme Retail']);
  });

  it('answers VALIDATION_ERROR for another status code or an unknown client', async () => {
    expect((await call(Paths.clients.status, { clntd: acmeRetail.cntd, clnt_status: 7 })).status).toBe(
      'VALIDATION_ERROR',
    );
    expect(await call(Paths.clients.status, { clntd: 'unknown', clnt_status: 5 })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { clntd: 'Select client' },
    });
  });

  it('deletes a client without sites; RECORD_IN_USE while it has sites (its rosters are on them) or timesheets', async () => {
    expect(await call(Paths.clients.delete, { clntd: acmeRetail.cntd })).toEqual({ status: 'RECORD_IN_USE' });
    await addRecord(ctx.server, 'timesheets', { id: 1, cntd: highveld.cntd, hours: 4 });
    expect(await call(Paths.clients.delete, { clntd: highveld.cntd })).toEqual({ status: 'RECORD_IN_USE' });
    const { cntd } = await call(Paths.clients.add, client('Brief Client'));
    const { sd: rostered } = await call(Paths.sites.add, sitePayload('Rostered Site', { clnt: cntd }));
    await addRoster(hoursRoster(1, demo.app.appId, rostered, 4));
    // The site stays while its roster does, and keeps the client.
    expect(await call(Paths.sites.delete, { std: rostered })).toEqual({ status: 'RECORD_IN_USE' });
    expect(await call(Paths.clients.delete, { clntd: cntd })).toEqual({ status: 'RECORD_IN_USE' });

    const { cntd: free } = await call(Paths.clients.add, client('Free Client'));
    const { sd } = await call(Paths.sites.add, sitePayload('Free Site', { clnt: free }));
    expect(await call(Paths.clients.delete, { clntd: free })).toEqual({ status: 'RECORD_IN_USE' });
    await call(Paths.sites.delete, { std: sd });
    expect(await call(Paths.clients.delete, { clntd: free })).toEqual({ status: 'OK' });
    expect(ctx.server.readDb().clients.map((row) => row.name)).toEqual([
      'Acme Retail',
      'Highveld Logistics',
      'Brief Client',
    ]);
    expect(await call(Paths.clients.delete, { clntd: free })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { clntd: 'Select client' },
    });
  });
});
