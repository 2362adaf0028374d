import { Paths } from '../../contract';
import { demo, ownAppUser, sitePayload, useDemoServer } from '../../testing/harness';

const ctx = useDemoServer('group');

const { gauteng, westernCape } = demo.siteGroups;
const { call } = ctx;
const names = async () =>
  (await call(Paths.sites.groupList, {})).site_groups.map((group: { name: string }) => group.name);

describe('site groups', () => {
  it('lists the groups of the selected app by name (Sipho holds the SITES right)', async () => {
    expect(await call(Paths.sites.groupList, {})).toEqual({
      status: 'OK',
      site_groups: [
        { id: 1, gd: gauteng.gd, name: 'Gauteng' },
        { id: 2, gd: westernCape.gd, name: 'Western Cape' },
      ],
    });
  });

  it('lists none in a new app', async () => {
    const lerato = await ownAppUser(ctx.server, '27833330001', 'groups@times.test', 'Group Rota');
    expect(await call(Paths.sites.groupList, {}, lerato)).toEqual({ status: 'OK', site_groups: [] });
  });

  it('adds a group; GROUP_ALREADY_EXIST for a name the app has, in any case', async () => {
    const reply = await call(Paths.sites.groupAdd, { gnm: ' KwaZulu-Natal ' });
    expect(reply).toEqual({ status: 'OK', gd: expect.stringMatching(/^[\w-]{16}$/) });
    expect(ctx.server.readDb().site_groups.at(-1)).toEqual({
      id: 3,
      gd: reply.gd,
      app_id: demo.app.appId,
      name: 'KwaZulu-Natal',
    });
    expect(await names()).toEqual(['Gauteng', 'KwaZulu-Natal', 'Western Cape']);
    expect(await call(Paths.sites.groupAdd, { gnm: 'kwazulu-natal' })).toEqual({ status: 'GROUP_ALREADY_EXIST' });
    expect(ctx.server.readDb().site_groups).toHaveLength(3);
  });

  it('renames a group; GROUP_ALREADY_EXIST for the name of another group', async () => {
    expect(await call(Paths.sites.groupUpdate, { sgd: westernCape.gd, gnm: 'gauteng' })).toEqual({
      status: 'GROUP_ALREADY_EXIST',
    });
    expect(await call(Paths.sites.groupUpdate, { sgd: westernCape.gd, gnm: 'Cape Town Metro' })).toEqual({
      status: 'OK',
    });
    expect(await call(Paths.sites.groupUpdate, { sgd: gauteng.gd, gnm: 'GAUTENG' })).toEqual({ status: 'OK' });
    expect(await names()).toEqual(['Cape Town Metro', 'GAUTENG']);
    // The site list shows the new name.
    const [site] = (await call(Paths.sites.list, { flt: 0, pg: 1 })).sites;
    expect(site.group_name).toBe('GAUTENG');
  });

  it('deletes a group no site has; RECORD_IN_USE while a site has it', async () => {
    expect(await call(Paths.sites.groupDelete, { sgd: gauteng.gd })).toEqual({ status: 'RECORD_IN_USE' });
    const { sd } = await call(Paths.sites.add, sitePayload('Sea Point', { sgd: westernCape.gd }));
    expect(await call(Paths.sites.groupDelete, { sgd: westernCape.gd })).toEqual({ status: 'RECORD_IN_USE' });
    await call(Paths.sites.delete, { std: sd });
    expect(await call(Paths.sites.groupDelete, { sgd: westernCape.gd })).toEqual({ status: 'OK' });
    expect(await names()).toEqual(['Gauteng']);
  });

  it('answers VALIDATION_ERROR for a group the app does not have and for the shared rules', async () => {
    const unknown = { status: 'VALIDATION_ERROR', errors: { sgd: 'Select group' } };
    expect(await call(Paths.sites.groupUpdate, { sgd: 'unknown', gnm: 'Name' })).toEqual(unknown);
    expect(await call(Paths.sites.groupDelete, { sgd: 'unknown' })).toEqual(unknown);
    expect(await call(Paths.sites.groupDelete, {})).toEqual(unknown);
    expect(await call(Paths.sites.groupAdd, { gnm: ' a ' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { gnm: 'Group name is required' },
    });
    expect(await call(Paths.sites.groupAdd, { gnm: 'g'.repeat(46) })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { gnm: 'Max length exceeded' },
    });
  });
});
