import { Paths } from '../../contract';
import { RULES } from '@times/roster-engine';
import { demo, editStore, shiftPayload, sitePayload, useDemoServer } from '../../testing/harness';

const ctx = useDemoServer('admin');
const { call } = ctx;
const SITE = demo.site.sd;
const p = Paths.rosterSetup;
type Who = 'admin' | 'group' | 'ops';

const addShift = async (nm = 'Day', std: string = SITE) => {
  const reply = await call(Paths.shifts.add, shiftPayload(nm, std));
  expect(reply.status).toBe('OK');
  return reply.sftd as string;
};
const rules = (sftd: string, who: Who = 'admin') => call(p.rules, { std: SITE, sftd }, ctx.sessions[who]);
const add = (sftd: string, id: number, priority: number, who: Who = 'admin') =>
  call(p.ruleAdd, { std: SITE, sftd, roster_rule: { id, priority } }, ctx.sessions[who]);
const remove = (sftd: string, id: number, who: Who = 'admin') =>
  call(p.ruleDelete, { std: SITE, sftd, roster_rule: { id } }, ctx.sessions[who]);
/** The assigned rule ids in order, checking priorities run 1..n. */
const order = async (sftd: string): Promise<number[]> => {
  const { assigned_rules } = await rules(sftd);
  expect(assigned_rules.map((rule: { priority: number }) => rule.priority)).toEqual(
    assigned_rules.map((_: unknown, index: number) => index + 1),
  );
  return assigned_rules.map((rule: { id: number }) => rule.id);
};

describe('roster rules', () => {
  it('answers every catalogue rule unused for a new shift', async () => {
    const sftd = await addShift();
    expect(await rules(sftd)).toEqual({
      status: 'OK',
      assigned_rules: [],
      unused_rules: RULES.map(({ id, rule_id, name, abbr }) => ({ id, rule_id, name, abbr })),
    });
  });

  it('inserts at a priority, appends beyond the end, moves an assigned rule and closes gaps on delete', async () => {
    const sftd = await addShift();
    expect(await add(sftd, 5, 1)).toEqual({ status: 'OK' });
    expect(await add(sftd, 6, 2)).toEqual({ status: 'OK' });
    expect(await add(sftd, 7, 99)).toEqual({ status: 'OK' });
    expect(await order(sftd)).toEqual([5, 6, 7]);
    // Dropped on rule 6 (priority 2): inserted there, 6 and 7 move down.
    await add(sftd, 1, 2);
    expect(await order(sftd)).toEqual([5, 1, 6, 7]);
    // Re-adding an assigned rule moves it.
    await add(sftd, 7, 1);
    expect(await order(sftd)).toEqual([7, 5, 1, 6]);
    await add(sftd, 7, 4);
    expect(await order(sftd)).toEqual([5, 1, 6, 7]);
    await remove(sftd, 1);
    expect(await order(sftd)).toEqual([5, 6, 7]);
    expect(await remove(sftd, 1)).toEqual({ status: 'OK' });

    const reply = await rules(sftd);
    const rule = RULES.find((candidate) => candidate.id === 5)!;
    expect(reply.assigned_rules[0]).toEqual({
      id: 5,
      rule_id: rule.rule_id,
      name: rule.name,
      abbr: rule.abbr,
      priority: 1,
    });
    expect(reply.unused_rules.map((unused: { id: number }) => unused.id)).toEqual([1, 2, 3, 4, 8, 9, 10]);
    expect(ctx.server.readDb().shift_rules.map(({ rule_id, priority }) => [rule_id, priority])).toEqual([
      [5, 1],
      [6, 2],
      [7, 3],
    ]);
  });

  it('keeps the rules of each shift apart', async () => {
    const day = await addShift('Day');
    const night = await addShift('Night');
    await add(day, 2, 1);
    await add(night, 3, 1);
    await add(night, 4, 1);
    expect(await order(day)).toEqual([2]);
    expect(await order(night)).toEqual([4, 3]);
  });

  it('lets Sipho (ROSTER right 10) read but not change; right 13 changes; ops manager on their site', async () => {
    const sftd = await addShift();
    await add(sftd, 5, 1);
    expect((await rules(sftd, 'group')).assigned_rules).toHaveLength(1);
    expect(await add(sftd, 6, 1, 'group')).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(await remove(sftd, 5, 'group')).toEqual({ status: 'INVALID_USER_RIGHTS' });
    await editStore(
      ctx.server,
      (draft) => {
        draft.user_groups[0]!.rights = [{ frm_id: 5, right_id: 14 }];
      },
      { reading: ['user_groups'] },
    );
    expect(await add(sftd, 6, 1, 'group')).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect((await rules(sftd, 'group')).status).toBe('OK');
    await editStore(
      ctx.server,
      (draft) => {
        draft.user_groups[0]!.rights = [{ frm_id: 5, right_id: 13 }];
      },
      { reading: ['user_groups'] },
    );
    expect(await add(sftd, 6, 1, 'group')).toEqual({ status: 'OK' });
    expect(await remove(sftd, 5, 'group')).toEqual({ status: 'OK' });
    expect(await add(sftd, 7, 1, 'ops')).toEqual({ status: 'OK' });
    expect(await order(sftd)).toEqual([7, 6]);

    const { sd } = await call(Paths.sites.add, sitePayload('Hatfield'));
    const other = await addShift('Other', sd);
    expect(
      await call(p.ruleAdd, { std: sd, sftd: other, roster_rule: { id: 1, priority: 1 } }, ctx.sessions.ops),
    ).toEqual({
      status: 'INVALID_USER_RIGHTS',
    });
    expect(await call(p.rules, { std: sd, sftd: other }, ctx.sessions.ops)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect((await ctx.server.call(p.rules, { std: SITE, sftd })).body).toEqual({ status: 'INVALID' });
    expect((await ctx.server.call(p.ruleAdd, { std: SITE, sftd, roster_rule: { id: 1, priority: 1 } })).body).toEqual({
      status: 'INVALID',
    });
  });

  it('answers INVALID_SHIFT_DETAILS and VALIDATION_ERROR', async () => {
    const sftd = await addShift();
    expect(await add('unknown', 1, 1)).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    expect(await rules('unknown')).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    expect(await remove('unknown', 1)).toEqual({ status: 'INVALID_SHIFT_DETAILS' });
    expect(await add(sftd, 999, 1)).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { 'roster_rule.id': 'Select rule' },
    });
    expect(await add(sftd, 1, 0)).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { 'roster_rule.priority': 'Enter a priority of 1 or more' },
    });
    expect(await call(p.ruleAdd, { std: SITE, sftd })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { 'roster_rule.id': 'Select rule', 'roster_rule.priority': 'Enter a priority of 1 or more' },
    });
    expect(await call(p.ruleDelete, { std: SITE, sftd, roster_rule: {} })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { 'roster_rule.id': 'Select rule' },
    });
    expect(ctx.server.readDb().shift_rules).toEqual([]);
  });

  it('marks the constraints step of the roster wizard done after a rule add', async () => {
    const sftd = await addShift();
    const wizard = () => call(Paths.timesApp.rosterWizardDetails, { std: SITE, sftd });
    expect(await wizard()).toMatchObject({ wizard_constrains: 0 });
    await add(sftd, 5, 1);
    expect(await wizard()).toMatchObject({ status: 'OK', wizard_constrains: 1, wizard_perc: 25 });
  });
});
