/**
 * Draft and published over HTTP: the state on the header, the list and the periods; publishing
 * sends each rostered employee one message with their days; a swap of a published roster notifies
 * only the two employees; a recalculation only those whose days changed; a retried publish, a
 * refused retry of a swap and a replayed write send nothing twice; who may publish and the
 * statuses of a roster that is not Successful.
 */
import { Contract, Paths } from '../../contract';
import { writeOutcome } from '../../rosters/calculation';
import { resultOf } from '../../rosters/views/testing/storedRoster';
import type { OutboxMessage, RosterRecord } from '../../store/types';
import { demo, useDemoServer } from '../../testing/harness';
import { weekRoster } from '../../testing/writeCalls/rosters';
import { editRosters, storedRoster } from '../../testing/editRosters';

const ctx = useDemoServer('admin');
const p = Paths.rosters;

async function publishedWorld() {
  const world = await weekRoster({ server: ctx.server, admin: (path, payload) => ctx.call(path, payload) });
  const ref = { shftd: world.edit.sftd, std: world.edit.std, rstd: world.record.rstd };
  const publish = (session = ctx.sessions.admin) => ctx.callTyped(Contract.rosters.publish, world.edit, session);
  return { ...world, ref, publish };
}

/** The roster notices sent, oldest first (the outbox lists the newest first). */
const notices = async (): Promise<OutboxMessage[]> =>
  (await ctx.server.outbox()).filter((m) => m.purpose === 'roster').reverse();
/** The roster as stored now (one row read). */
const stored = async (rstd: string): Promise<RosterRecord> => (await storedRoster(ctx.server, rstd))!;
const mobileOf = (emd: string) => {
  const employee = ctx.server.readDb().employees.find((candidate) => candidate.emd === emd)!;
  return `27${employee.mobile.replace(/^0/, '')}`;
};

describe('publishing a roster', () => {
  it('is a Draft on the header, the list and the periods until published, then Published', async () => {
    const { ref, record, publish } = await publishedWorld();
    const listOf = async () =>
      (
        await ctx.call(p.available, { clntd: demo.clients.acmeRetail.cntd, std: demo.site.sd, filter_by: 1 })
      ).roster.find((row: { rstd: string }) => row.rstd === record.rstd);
    const periodOf = async () =>
      (await ctx.call(p.periods, { shftd: ref.shftd, std: ref.std })).roster_period.find(
        (row: { rstd: string }) => row.rstd === record.rstd,
      );
    expect((await ctx.call(p.status, ref)).roster).toMatchObject({ publish_state: 'Draft', published_at: '' });
    expect(await listOf()).toMatchObject({ publish_state: 'Draft' });
    expect(await periodOf()).toMatchObject({ publish_state: 'Draft' });

    const answer = await publish();
    // The answer is typed by the contract: OK narrows it to the publish response's fields.
    if (answer.status !== 'OK') throw new Error(`publish answered ${answer.status}`);
    expect(answer).toMatchObject({ status: 'OK', notified: 6, roster: { publish_state: 'Published' } });
    expect(answer.roster.published_by).toBe(demo.admin.name);
    expect(answer.roster.published_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect((await ctx.call(p.summary, ref)).roster).toMatchObject({ publish_state: 'Published' });
    expect(await listOf()).toMatchObject({ publish_state: 'Published' });
    expect(await periodOf()).toMatchObject({ publish_state: 'Published' });
  });

  it('sends each rostered employee one message with their days, to their mobile, in plain words', async () => {
    const { emds, record, publish } = await publishedWorld();
    await publish();
    const sent = await notices();
    expect(sent.map((message) => message.emd).sort()).toEqual([...emds].slice(0, 6).sort());
    expect(new Set(sent.map((message) => message.key)).size).toBe(6);
    const thabo = sent.find((message) => message.emd === emds[0])!;
    expect(thabo.to).toBe(mobileOf(emds[0]!));
    const shiftName = ctx.server.readDb().shifts.find((shift) => shift.sftd === record.sftd)!.name;
    expect(thabo.text).toBe(
      `Hello Thabo, your roster for Pretoria Central, ${shiftName} shift, 07 Dec 2026 - 13 Dec 2026. 4 days: ` +
        'Mon 07 Dec 2026 06:00-12:00 (Guard); Tue 08 Dec 2026 06:00-12:00 (Guard); ' +
        'Wed 09 Dec 2026 06:00-12:00 (Guard); Fri 11 Dec 2026 06:00-12:00 (Guard).',
    );
    // The dev route reads them too.
    const response = await fetch(`${ctx.server.url}/dev/outbox?to=${thabo.to}`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    expect(messages.filter((message) => message.purpose === 'roster')).toHaveLength(1);
    expect(ctx.server.logs.some((line) => line.includes(`[outbox] to ${thabo.to}: Hello Thabo`))).toBe(true);
  });

  it('sends nothing twice when the publish is retried, nor when a write is replayed', async () => {
    const { record, publish } = await publishedWorld();
    await publish();
    expect(await notices()).toHaveLength(6);
    expect(await publish()).toMatchObject({ status: 'OK', notified: 0, roster: { publish_state: 'Published' } });
    expect(await notices()).toHaveLength(6);
    // A write replayed from before the notices were recorded: the keys already sent stop it.
    await editRosters(ctx.server, (draft) => {
      const roster = draft.rosters.find((candidate) => candidate.id === record.id)!;
      delete roster.notified_days;
      roster.revision = 0;
    });
    expect(await publish()).toMatchObject({ status: 'OK', notified: 0 });
    expect(await notices()).toHaveLength(6);
  });

  it('after a swap notifies only the two employees, with what changed; a retried swap sends nothing', async () => {
    const { emds, cell, edit, publish } = await publishedWorld();
    await publish();
    const swap = () =>
      ctx.callTyped(Contract.rosters.swap, { ...edit, drpped_data: cell(0, 4), on_position_data: cell(3, 6) });
    expect(await swap()).toEqual({ status: 'OK' });
    const changed = (await notices()).slice(6);
    expect(changed.map((message) => message.emd).sort()).toEqual([emds[0], emds[3]].sort());
    const thabo = changed.find((message) => message.emd === emds[0])!;
    expect(thabo.text).toContain(
      'has changed. Added: Sun 13 Dec 2026 06:00-12:00 (Guard). Removed: Fri 11 Dec 2026 (Guard).',
    );
    expect(thabo.text).toContain('Now 4 days:');
    expect(thabo.key).toMatch(/^roster:.+:2:/);
    expect((await swap()).status).not.toBe('OK');
    expect(await notices()).toHaveLength(8);
  });

  it('a Draft edited sends nothing', async () => {
    const { cell, edit } = await publishedWorld();
    expect(await ctx.call(p.swap, { ...edit, drpped_data: cell(0, 4), on_position_data: cell(3, 6) })).toEqual({
      status: 'OK',
    });
    expect(await notices()).toHaveLength(0);
  });

  it('a recalculation of a published roster stays Published and notifies only the employees whose days changed', async () => {
    const { emds, record, publish } = await publishedWorld();
    await publish();
    const model = (await stored(record.rstd)).model!;
    const calculated = (await stored(record.rstd)).result!.assignments;
    const recalculate = async (calculation: number, outcome: Parameters<typeof writeOutcome>[3]) => {
      await editRosters(ctx.server, (draft) => {
        Object.assign(
          draft.rosters.find((candidate) => candidate.id === record.id)!,
          {
            status: 'Processing',
            // This process calculates it: the watch for rosters of processes gone never fails it between the two
            // writes below, however slow the machine.
            calc_owner: ctx.server.api.instanceId,
            calculation,
            result: null,
          },
        );
      });
      return writeOutcome(ctx.server.api.store, record.rstd, calculation, outcome, Date.now());
    };
    // Lerato's Friday goes to Nomvula; everyone else keeps their days.
    const nomvula = model.employees[3]!;
    const moved = calculated.map((a) =>
      a.employeeId === emds[1] && a.date === '2026-12-11'
        ? { ...a, employeeId: nomvula.id, gender: nomvula.gender }
        : a,
    );
    // A failed recalculation sends nothing; the next successful one compares with what was sent.
    expect(await recalculate(2, { status: 'Failed', reason: 'Roster calculation failed' })).toBe(true);
    expect(await notices()).toHaveLength(6);
    expect(await recalculate(3, { status: 'Successful', result: resultOf(model, moved) })).toBe(true);
    expect((await stored(record.rstd)).publish_state).toBe('Published');
    const changed = (await notices()).slice(6);
    expect(changed.map((message) => message.emd).sort()).toEqual([emds[1], emds[3]].sort());
    expect(changed.find((message) => message.emd === emds[3])!.text).toContain(
      'Added: Fri 11 Dec 2026 06:00-12:00 (Guard).',
    );
    // The same outcome written again (a late worker) is dropped; the same days again send nothing.
    expect(
      await writeOutcome(
        ctx.server.api.store,
        record.rstd,
        3,
        { status: 'Successful', result: resultOf(model, moved) },
        Date.now(),
      ),
    ).toBe(false);
    expect(await recalculate(4, { status: 'Successful', result: resultOf(model, moved) })).toBe(true);
    expect(await notices()).toHaveLength(8);
  });

  it('refuses a roster that is not Successful with its status, and one not of the shift', async () => {
    const { record, edit, publish } = await publishedWorld();
    const setStatus = async (status: RosterRecord['status']) =>
      await editRosters(ctx.server, (draft) => {
        draft.rosters.find((candidate) => candidate.id === record.id)!.status = status;
      });
    await setStatus('Processing');
    expect(await publish()).toMatchObject({ status: 'ROSTER_PROCESSING', roster: { publish_state: 'Draft' } });
    await setStatus('Failed');
    expect(await publish()).toMatchObject({ status: 'ROSTER_FAILED' });
    expect(await ctx.callTyped(Contract.rosters.publish, { ...edit, roster_ref: 'no-such-roster' })).toEqual({
      status: 'ROSTER_NOT_FOUND',
    });
    expect(await notices()).toHaveLength(0);
    expect((await stored(record.rstd)).publish_state).toBeUndefined();
  });

  it('is a roster start right: the operations manager may, a view-only group member may not', async () => {
    const { record, publish } = await publishedWorld();
    expect(await publish(ctx.sessions.group)).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect((await stored(record.rstd)).publish_state).toBeUndefined();
    expect(await publish(ctx.sessions.ops)).toMatchObject({ status: 'OK', notified: 6 });
    expect((await stored(record.rstd)).published_by).toBe(demo.ops.name);
  });
});
