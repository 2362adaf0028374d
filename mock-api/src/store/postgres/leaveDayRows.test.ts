/**
 * Leave days a store write adds (an approved request's days) go to their own table in the same
 * transaction, never into the state a process holds: writes at once that number theirs alike all
 * keep theirs, a day the employee already has is kept once (the first written), the app's change counter
 * moves, and a reset puts back the seed's leave days alone.
 */
import type { LeaveRecord } from '../types';
import { testSeed, usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { insertTestEmployees } from '../../testing/testEmployee';
import { readAllLeaveRecords } from './leaveDayRows';

const { pool, store, wholeState } = usePostgresProcesses();

const APP = 'leave-rows-app';
const leave = (lvdd: string, emd: string, day: string): LeaveRecord => ({
  // What a mutation on a state without leave days numbers its first one.
  id: 1,
  lvdd,
  app_id: APP,
  emd,
  leave_day: day,
});

const changesOf = async (app: string): Promise<number> =>
  Number(
    (await pool().query<{ n: string }>("SELECT n FROM app_changes WHERE app_id = $1 AND tbl = 'leave_days'", [app]))
      .rows[0]?.n ?? 0,
  );

const ours = async (): Promise<LeaveRecord[]> =>
  (await readAllLeaveRecords(pool())).filter((one) => one.app_id === APP);

// The employees the days are of (their rows refer to them).
beforeAll(async () => await insertTestEmployees(pool(), APP, ['e1', 'e2']));

describe('leave days written by the store', () => {
  it('go to their table, each write’s, a day already there once, and never into the state', async () => {
    const a = await store();
    const counted = await changesOf(APP);
    await Promise.all([
      a.update((draft) => {
        draft.leaves.push(leave('lr1', 'e1', '2031-02-01'), { ...leave('lr2', 'e1', '2031-02-02'), id: 2 });
      }),
      a.update((draft) => {
        draft.leaves.push(leave('lr3', 'e2', '2031-02-01'));
      }),
      a.update((draft) => {
        // The same employee and day as lr1: kept once.
        draft.leaves.push(leave('lr4', 'e1', '2031-02-01'));
      }),
    ]);
    const rows = await ours();
    // Each write is a transaction of its own rows (no head lock), so which of lr1 and lr4 came first depends on timing.
    expect(rows.map((one) => [one.emd, one.leave_day]).sort()).toEqual([
      ['e1', '2031-02-01'],
      ['e1', '2031-02-02'],
      ['e2', '2031-02-01'],
    ]);
    expect(rows.map((one) => one.lvdd)).toEqual(expect.arrayContaining(['lr2', 'lr3']));
    expect(['lr1', 'lr4']).toContain(rows.find((one) => one.emd === 'e1' && one.leave_day === '2031-02-01')?.lvdd);
    expect(new Set(rows.map((one) => one.id)).size).toBe(3);
    expect(a.data.leaves).toEqual([]);
    expect(await changesOf(APP)).toBeGreaterThan(counted);
    // Another process reads them from the table, not from its state.
    const b = await store();
    expect(b.data.leaves).toEqual([]);
    expect((await wholeState(b)).data.leaves.filter((one) => one.app_id === APP)).toEqual(rows);
  });

  it('a reset leaves the seed’s leave days alone in the table', async () => {
    const a = await store();
    expect(await ours()).not.toEqual([]);
    await a.reset();
    expect(await ours()).toEqual([]);
    const seeded = testSeed().leaves;
    expect(seeded.length).toBeGreaterThan(0);
    const after = (await wholeState(a)).data.leaves;
    expect(after.map((one) => [one.lvdd, one.emd, one.leave_day])).toEqual(
      seeded.map((one) => [one.lvdd, one.emd, one.leave_day]),
    );
    expect(a.data.leaves).toEqual([]);
  });
});
