import { Paths, SITE_PAGE_SIZE } from '../../contract';
import type { SessionGrant } from '../../contract';
import { demo, editStore, sitePayload, useDemoServer } from '../../testing/harness';
import { shiftEmployeeRow } from '../../testing/shiftEmployeeRow';

const ctx = useDemoServer('admin');

const SITE = demo.site.sd;
const { acmeRetail, highveld } = demo.clients;
const { gauteng, westernCape } = demo.siteGroups;

const list = async (payload: object, session?: SessionGrant) =>
  (await ctx.server.call(Paths.sites.list, payload, session ?? ctx.sessions.group)).body;
const first = (fields: object = {}) => list({ flt: 0, pg: 1, lst_date: '', lst_count: 0, flt_id: '', ...fields });
const names = (reply: { sites: { name: string }[] }) => reply.sites.map((site) => site.name);

/** Every page of a filter, following the cursor: the names in the order received. */
async function allPages(fields: object = {}): Promise<string[]> {
  const received: string[] = [];
  let reply = await first(fields);
  received.push(...names(reply));
  for (let guard = 0; reply.sites.length > 0 && guard < 20; guard += 1) {
    reply = await list({ flt: 0, flt_id: '', ...fields, pg: 2, lst_date: reply.lst_date, lst_count: reply.lst_count });
    received.push(...names(reply));
  }
  return received;
}

/** Sites added straight to the store (one write): name, creation time and fields. */
async function seedSites(
  sites: { name: string; at: string; lat?: number; lng?: number; clnt?: string; sgd?: string; ops?: number | null }[],
) {
  await editStore(
    ctx.server,
    (draft) => {
      for (const site of sites) {
        const id = draft.sites.length + 1;
        const lat = site.lat ?? -25.7;
        const lng = site.lng ?? 28.2;
        draft.sites.push({
          id,
          sd: `seeded-site-${id}`,
          app_id: demo.app.appId,
          name: site.name,
          clnt: site.clnt ?? acmeRetail.cntd,
          sgd: site.sgd ?? gauteng.gd,
          ops: site.ops ?? null,
          gen_emply: 1,
          usr_emply: 1,
          place: { name: site.name, description: '', lat, lng },
          lat,
          lng,
          created_at: site.at,
        });
      }
    },
    { reading: ['sites'] },
  );
}

describe('site list', () => {
  it('answers the first page with the total, the cursor and the site rows', async () => {
    expect(await first()).toEqual({
      status: 'OK',
      ttl: 1,
      lst_date: '2026-01-06T09:00:00.000Z',
      lst_count: 1,
      sites: [
        {
          id: 1,
          sd: SITE,
          name: 'Pretoria Central',
          ttl_employees: 0,
          ttl_males: 0,
          ttl_females: 0,
          lat: -25.7479,
          lng: 28.2293,
          client_name: 'Acme Retail',
          group_name: 'Gauteng',
          ops_manager: 'Naledi Ops',
          gen_employees: 1,
          usr_employees: 0,
        },
      ],
    });
    // Every paging field is optional on the first page.
    expect((await list({})).ttl).toBe(1);
  });

  it('pages through 60 sites created within the same second, each exactly once, newest (highest id) first', async () => {
    const added: string[] = [];
    for (let index = 1; index <= 60; index += 1) {
      const name = `Tie ${String(index).padStart(2, '0')}`;
      const reply = await ctx.server.call(Paths.sites.add, sitePayload(name), ctx.sessions.group);
      expect(reply.body.status).toBe('OK');
      added.push(name);
    }
    const created = new Set(
      ctx.server
        .readDb()
        .sites.slice(1)
        .map((site) => site.created_at),
    );
    expect(created.size).toBe(1);

    const page1 = await first();
    expect(page1).toMatchObject({ ttl: 61, lst_count: SITE_PAGE_SIZE, lst_date: [...created][0] });
    expect(page1.sites).toHaveLength(SITE_PAGE_SIZE);
    const page2 = await list({ flt: 0, pg: 2, lst_date: page1.lst_date, lst_count: page1.lst_count });
    expect(page2).toMatchObject({ ttl: 61, lst_count: 40, lst_date: page1.lst_date });

    const received = await allPages();
    expect(received).toEqual([...added].reverse().concat('Pretoria Central'));
    expect(new Set(received).size).toBe(61);
  });

  it('keeps ties across page boundaries and mixed dates in order', async () => {
    // 25 sites: 5 at 10:00, 18 at 11:00 (across the first page boundary), 2 at 12:00.
    await seedSites([
      ...Array.from({ length: 5 }, (_, index) => ({ name: `A${index}`, at: '2026-02-01T10:00:00.000Z' })),
      ...Array.from({ length: 18 }, (_, index) => ({ name: `B${index}`, at: '2026-02-01T11:00:00.000Z' })),
      ...Array.from({ length: 2 }, (_, index) => ({ name: `C${index}`, at: '2026-02-01T12:00:00.000Z' })),
    ]);
    const page1 = await first();
    expect(page1).toMatchObject({ ttl: 26, lst_date: '2026-02-01T11:00:00.000Z', lst_count: 18 });
    expect(names(page1)).toEqual(['C1', 'C0', ...Array.from({ length: 18 }, (_, index) => `B${17 - index}`)]);
    const page2 = await list({ flt: 0, pg: 2, lst_date: page1.lst_date, lst_count: page1.lst_count });
    expect(page2).toMatchObject({ ttl: 26, lst_date: '2026-01-06T09:00:00.000Z', lst_count: 1 });
    expect(names(page2)).toEqual(['A4', 'A3', 'A2', 'A1', 'A0', 'Pretoria Central']);
    // Past the end: no sites, the cursor unchanged.
    expect(await list({ flt: 0, pg: 2, lst_date: page2.lst_date, lst_count: page2.lst_count })).toMatchObject({
      ttl: 26,
      lst_date: page2.lst_date,
      lst_count: 1,
      sites: [],
    });
  });

  it('is not shifted by sites added after the first page was read', async () => {
    await seedSites(
      Array.from({ length: 25 }, (_, index) => ({
        name: `Old ${index}`,
        at: `2026-02-01T10:${String(index).padStart(2, '0')}:00.000Z`,
      })),
    );
    const page1 = await first();
    ctx.server.clock.advance(60);
    await ctx.server.call(Paths.sites.add, sitePayload('Brand New'), ctx.sessions.group);
    const page2 = await list({ flt: 0, pg: 2, lst_date: page1.lst_date, lst_count: page1.lst_count });
    expect(names(page2)).toEqual(['Old 4', 'Old 3', 'Old 2', 'Old 1', 'Old 0', 'Pretoria Central']);
    expect(page2.ttl).toBe(27);
  });

  it('filters by client, group and operations manager', async () => {
    await seedSites([
      {
        name: 'Logistics Hub',
        at: '2026-02-01T10:00:00.000Z',
        clnt: highveld.cntd,
        sgd: westernCape.gd,
        ops: demo.ops.id,
      },
      { name: 'Retail Park', at: '2026-02-02T10:00:00.000Z' },
    ]);
    expect(names(await first({ flt: 1, flt_id: acmeRetail.cntd }))).toEqual(['Retail Park', 'Pretoria Central']);
    expect(names(await first({ flt: 1, flt_id: highveld.cntd }))).toEqual(['Logistics Hub']);
    expect(names(await first({ flt: 2, flt_id: westernCape.gd }))).toEqual(['Logistics Hub']);
    expect(await first({ flt: 2, flt_id: gauteng.gd })).toMatchObject({ ttl: 2 });
    expect(names(await first({ flt: 3, flt_id: demo.opsd }))).toEqual(['Logistics Hub', 'Pretoria Central']);
    expect(await first({ flt: 3, flt_id: 'nobody' })).toMatchObject({ ttl: 0, sites: [], lst_date: '', lst_count: 0 });
    expect(await first({ flt: 1, flt_id: '' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { flt_id: 'Select valid filter' },
    });
    expect(await first({ flt: 5 })).toEqual({ status: 'VALIDATION_ERROR', errors: { flt: 'Select valid filter' } });
  });

  it('filters by location: the sites inside the box, its edges included', async () => {
    await seedSites([
      { name: 'North Edge', at: '2026-02-01T10:00:00.000Z', lat: -25, lng: 28 },
      { name: 'South West Corner', at: '2026-02-01T10:01:00.000Z', lat: -26, lng: 27 },
      { name: 'Too North', at: '2026-02-01T10:02:00.000Z', lat: -24.999, lng: 28 },
      { name: 'Too East', at: '2026-02-01T10:03:00.000Z', lat: -25.5, lng: 29.001 },
      { name: 'Cape Town', at: '2026-02-01T10:04:00.000Z', lat: -33.9249, lng: 18.4241 },
    ]);
    const box = { flt: 4, n_lat: -25, n_lng: 29, s_lat: -26, s_lng: 27 };
    expect(names(await first(box))).toEqual(['South West Corner', 'North Edge', 'Pretoria Central']);
    expect(names(await first({ ...box, n_lat: -33, n_lng: 19, s_lat: -34, s_lng: 18 }))).toEqual(['Cape Town']);
    expect(await first({ ...box, n_lat: -27 })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { n_lat: 'Invalid map bounds' },
    });
    expect((await first({ ...box, n_lat: 91 })).status).toBe('VALIDATION_ERROR');
  });

  it('filters by a box across the 180th meridian', async () => {
    await seedSites([
      { name: 'Suva', at: '2026-02-01T10:00:00.000Z', lat: -18.14, lng: 178.44 },
      { name: 'Apia', at: '2026-02-01T10:01:00.000Z', lat: -13.83, lng: -171.76 },
    ]);
    expect(names(await first({ flt: 4, n_lat: -10, n_lng: -170, s_lat: -20, s_lng: 170 }))).toEqual(['Apia', 'Suva']);
  });

  it("counts each site's active employees on its shifts, and the males and females among them, live", async () => {
    const totals = async () => {
      const [site] = (await first()).sites;
      expect(site.sd).toBe(SITE);
      return [site.ttl_employees, site.ttl_males, site.ttl_females];
    };
    const [total, males, females] = await totals();
    const stored = ctx.server.readDb();
    const onSite = new Set(stored.shift_employees.filter((place) => place.std === SITE).map((place) => place.emd));
    const free = stored.employees.filter((one) => one.app_id === demo.app.appId && !onSite.has(one.emd));
    const active = free.filter((one) => one.user_status === 0);
    const man = active.find((one) => one.gender === 1)!;
    const [woman, elsewhere] = active.filter((one) => one.gender === 2);
    const deactivated = free.find((one) => one.user_status !== 0)!;
    let id = 9000;
    const place = (emd: string, sftd: string, std: string = SITE) =>
      editStore(ctx.server, (draft) => {
        draft.shift_employees.push(
          shiftEmployeeRow((id += 1), { std, sftd, emd, created_at: '2026-02-01T10:00:00.000Z' }),
        );
      });
    await place(man.emd, 'countedDay');
    expect(await totals()).toEqual([total + 1, males + 1, females]);
    // On two of the site's shifts: one employee. Another site's, and a deactivated one, do not count.
    await place(man.emd, 'countedNight');
    await place(woman!.emd, 'countedDay');
    await place(elsewhere!.emd, 'otherDay', 'another-site');
    await place(deactivated.emd, 'countedDay');
    expect(await totals()).toEqual([total + 2, males + 1, females + 1]);
    expect(
      (await ctx.server.call(Paths.sites.details, { std: SITE }, ctx.sessions.group)).body.site_details,
    ).toMatchObject({ ttl_employees: total + 2, ttl_males: males + 1, ttl_females: females + 1 });
  });

  it('answers VALIDATION_ERROR for a next page without a valid cursor', async () => {
    const invalid = { status: 'VALIDATION_ERROR', errors: { lst_date: 'Invalid page cursor' } };
    expect(await list({ flt: 0, pg: 2, lst_date: '', lst_count: 0 })).toEqual(invalid);
    expect(await list({ flt: 0, pg: 2, lst_date: 'yesterday', lst_count: 0 })).toEqual(invalid);
    expect(await list({ flt: 0, pg: 3 })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { pg: 'Invalid page cursor' },
    });
    expect(await list({ flt: 0, pg: 2, lst_date: '2026-01-01T00:00:00.000Z', lst_count: -1 })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { lst_count: 'Invalid page cursor' },
    });
  });
});
