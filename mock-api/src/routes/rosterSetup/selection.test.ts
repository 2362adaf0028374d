import { Paths } from '../../contract';
import { addRecord, demo, editStore, shiftPayload, sitePayload, useDemoServer } from '../../testing/harness';
import { shiftEmployeeRow } from '../../testing/shiftEmployeeRow';

const ctx = useDemoServer('admin');
const { call } = ctx;
const SITE = demo.site.sd;
const CLIENT = demo.clients.acmeRetail.cntd;
const p = Paths.rosterSetup;

const addShift = async (nm: string, std: string = SITE, start = '06:00', end = '12:00') => {
  const reply = await call(Paths.shifts.add, shiftPayload(nm, std, start, end));
  expect(reply.status).toBe('OK');
  return reply.sftd as string;
};

describe('roster client list', () => {
  it('answers the active clients to the admin, any ROSTER right and the operations manager', async () => {
    const expected = { status: 'OK', clients: [{ id: expect.any(Number), cntd: CLIENT, name: 'Acme Retail' }] };
    expect(await call(p.clients, {})).toEqual(expected);
    expect(await call(p.clients, {}, ctx.sessions.group)).toEqual(expected);
    expect(await call(p.clients, {}, ctx.sessions.ops)).toEqual(expected);
  });

  it('shows an operations manager only the clients of their sites', async () => {
    await editStore(
      ctx.server,
      (draft) => {
        draft.app_members.find((member) => member.user_id === demo.ops.id)!.ops_site_ids = [];
      },
      { reading: ['app_members'] },
    );
    expect(await call(p.clients, {}, ctx.sessions.ops)).toEqual({ status: 'OK', clients: [] });
  });

  it('answers INVALID without a session and INVALID_USER_RIGHTS without any roster or lookup right', async () => {
    expect((await ctx.server.call(p.clients, {})).body).toEqual({ status: 'INVALID' });
    await editStore(
      ctx.server,
      (draft) => {
        draft.user_groups[0]!.rights = [{ frm_id: 1, right_id: 1 }];
      },
      { reading: ['user_groups'] },
    );
    expect(await call(p.clients, {}, ctx.sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
  });
});

describe('roster sites of a client', () => {
  it('answers the client sites with isCreate and isView per user', async () => {
    const { sd } = await call(Paths.sites.add, sitePayload('Hatfield'));
    const sites = async (who: 'admin' | 'group' | 'ops') =>
      (await call(p.sitesOfClient, { clntd: CLIENT }, ctx.sessions[who])).roster_sites;
    expect(await sites('admin')).toEqual([
      { id: expect.any(Number), std: sd, name: 'Hatfield', isCreate: 1, isView: 1 },
      { id: 1, std: SITE, name: 'Pretoria Central', isCreate: 1, isView: 1 },
    ]);
    // Sipho: his group views Pretoria Central's rosters only; Hatfield is not his to see.
    expect(await sites('group')).toEqual([{ id: 1, std: SITE, name: 'Pretoria Central', isCreate: 0, isView: 1 }]);
    // Naledi manages Pretoria Central only.
    expect(await sites('ops')).toEqual([{ id: 1, std: SITE, name: 'Pretoria Central', isCreate: 1, isView: 1 }]);
  });

  it("takes a group member's flags from the group's roster site access, whatever the ROSTER rights", async () => {
    const groupSites = () => call(p.sitesOfClient, { clntd: CLIENT }, ctx.sessions.group);
    const setAccess = async (isCreate: 0 | 1, isView: 0 | 1) =>
      await editStore(
        ctx.server,
        (draft) => {
          Object.assign(draft.group_sites[0]!, { isCreate, isView });
        },
        { reading: ['group_sites'] },
      );
    await setAccess(1, 1);
    expect((await groupSites()).roster_sites[0]).toMatchObject({ isCreate: 1, isView: 1 });
    await editStore(
      ctx.server,
      (draft) => {
        draft.user_groups[0]!.rights = [{ frm_id: 5, right_id: 14 }];
      },
      { reading: ['user_groups'] },
    );
    expect((await groupSites()).roster_sites[0]).toMatchObject({ isCreate: 1, isView: 1 });
    await setAccess(0, 0);
    expect(await groupSites()).toEqual({ status: 'OK', roster_sites: [] });
  });

  it('answers an empty list for another client, VALIDATION_ERROR without clntd, INVALID without a session', async () => {
    expect(await call(p.sitesOfClient, { clntd: demo.clients.highveld.cntd })).toEqual({
      status: 'OK',
      roster_sites: [],
    });
    expect(await call(p.sitesOfClient, {})).toEqual({ status: 'VALIDATION_ERROR', errors: { clntd: 'Select client' } });
    expect((await ctx.server.call(p.sitesOfClient, { clntd: CLIENT })).body).toEqual({ status: 'INVALID' });
  });
});

describe('roster shifts of a site', () => {
  it('answers the live shifts by start time with their shift employee totals', async () => {
    const night = await addShift('Night', SITE, '18:00', '06:00');
    const day = await addShift('Day', SITE, '06:00', '18:00');
    const gone = await addShift('Gone', SITE, '07:00', '08:00');
    await call(Paths.shifts.delete, { sftd: gone });
    const employees = ctx.server.readDb().employees;
    const male = employees.find((employee) => employee.gender === 1)!;
    // An employee is on a shift once: two women.
    const [female, another] = employees.filter((employee) => employee.gender === 2);
    for (const [id, emd] of [
      [1, male.emd],
      [2, female!.emd],
      [3, another!.emd],
    ] as const) {
      const created_at = '2026-03-01T08:00:00.000Z';
      await addRecord(ctx.server, 'shift_employees', {
        ...shiftEmployeeRow(id, { std: SITE, sftd: day, emd, created_at }),
      });
    }
    const expected = {
      status: 'OK',
      site_shifts: [
        { id: expect.any(Number), sftd: day, name: 'Day', ttl_employees: 3, ttl_males: 1, ttl_females: 2 },
        { id: expect.any(Number), sftd: night, name: 'Night', ttl_employees: 0, ttl_males: 0, ttl_females: 0 },
      ],
    };
    expect(await call(p.shiftsOfSite, { std: SITE })).toEqual(expected);
    expect(await call(p.shiftsOfSite, { std: SITE }, ctx.sessions.group)).toEqual(expected);
    expect(await call(p.shiftsOfSite, { std: SITE }, ctx.sessions.ops)).toEqual(expected);
  });

  it("refuses an operations manager another site's shifts; VALIDATION_ERROR for a site the app does not have", async () => {
    const { sd } = await call(Paths.sites.add, sitePayload('Hatfield'));
    expect(await call(p.shiftsOfSite, { std: sd })).toEqual({ status: 'OK', site_shifts: [] });
    expect(await call(p.shiftsOfSite, { std: sd }, ctx.sessions.ops)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await call(p.shiftsOfSite, { std: 'unknown' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { std: 'Select site' },
    });
    expect(await call(p.shiftsOfSite, {})).toEqual({ status: 'VALIDATION_ERROR', errors: { std: 'Select site' } });
    expect((await ctx.server.call(p.shiftsOfSite, { std: SITE })).body).toEqual({ status: 'INVALID' });
  });
});
