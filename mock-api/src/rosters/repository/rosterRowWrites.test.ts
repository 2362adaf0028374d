/**
 * On PostgreSQL a roster's pin, edit and publish are writes of their own rows (DataStore.updateRows): each goes
 * through while another write holds the store head's lock, and waits only on its roster's row, so writes of two
 * rosters never wait on each other. A publish sends its notices into the outbox's table once (a publish replayed
 * from before its notices were recorded sends none again), and a write of typed tables that changes a record the
 * store head versions is refused with nothing written. Waiting is seen in PostgreSQL itself (lockWaits.ts), not
 * by timing.
 */
import { assignDays, makeEmployee, makeModel, makePosition, perDay } from '@times/roster-engine/testing';
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { RosterRecord } from '../../store/types';
import { demo } from '../../testing/harness';
import { HOLD_THE_HEAD, holding, someoneWaits } from '../../testing/lockWaits';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { PostgresOutbox } from '../../outbox/repository/outboxRecords';
import { PostgresRosters } from './postgresRosters';
import { resultOf } from '../views/testing/storedRoster';
import { lockingRoster } from './readingRosters';

jest.setTimeout(60_000);

const processes = usePostgresProcesses();
const APP = demo.app.appId;

let store: PostgresStore;
let rosters: PostgresRosters;
let emds: string[] = [];

/** A Successful week roster of the app's first three employees, one Guard a day. */
function weekRoster(id: number, start: string): RosterRecord {
  const model = makeModel({
    start,
    dayCount: 7,
    positions: [makePosition('guard', 'Guard', { abbr: 'GRD', required: perDay(1) })],
    employees: emds.map((emd, i) => makeEmployee(emd, 'guard', { name: `N${i}`, surname: `S${i}` })),
    workingDays: { maxConsecutive: 5, minRest: 1, required: perDay(1) },
  });
  const plan = [
    [0, 3, 6],
    [1, 4],
    [2, 5],
  ];
  const assignments = plan.flatMap((days, i) => assignDays(model, emds[i]!, days));
  return {
    id,
    rstd: `rw${id}`,
    app_id: APP,
    std: demo.site.sd,
    sftd: `rowShift${id}`,
    start_date: model.days[0]!.date,
    end_date: model.days[6]!.date,
    period_type: 2,
    status: 'Successful',
    failure_reason: '',
    created_by_id: 'u1',
    created_by: 'Some One',
    started_at: '2026-03-01T08:00:00.000Z',
    finished_at: '2026-03-01T08:00:05.000Z',
    calculation: 1,
    model,
    result: resultOf(model, assignments),
  };
}

const FIRST = 501;
const SECOND = 502;
/** The rosters' ids as the table numbered them. */
const ids = { first: 0, second: 0 };

beforeAll(async () => {
  store = await processes.store();
  rosters = new PostgresRosters(store, processes.pool());
  emds = (await processes.wholeState(store)).data.employees
    .filter((employee) => employee.app_id === APP && employee.mobile)
    .slice(0, 3)
    .map((employee) => employee.emd);
  await store.update((draft) => {
    draft.rosters.push(weekRoster(FIRST, '2026-12-07'), weekRoster(SECOND, '2026-12-14'));
  });
  // The table numbers them.
  ids.first = (await rosters.ofRstd(`rw${FIRST}`))!.id;
  ids.second = (await rosters.ofRstd(`rw${SECOND}`))!.id;
});

const rosterRow = (id: number) => `SELECT id FROM rosters WHERE app_id = '${APP}' AND id = ${id} FOR UPDATE`;

describe("a roster's writes on PostgreSQL", () => {
  it('pin and publish while another write holds the head, and the roster next door is not waited on', async () => {
    const pool = processes.pool();
    const head = await holding(pool, HOLD_THE_HEAD);
    const other = await holding(pool, rosterRow(ids.second));
    try {
      const pinned = rosters.pin(ids.first, { employeeId: emds[0]!, date: '2026-12-07' }, true);
      expect(await Promise.race([pinned, someoneWaits(pool, head.pid)])).toBe('pinned');
      const read = (await rosters.ofRstd(`rw${FIRST}`))!;
      const published = rosters.publish(read, demo.admin.id, '2026-12-01T08:00:00.000Z');
      const { messages, header } = (await Promise.race([published, someoneWaits(pool, head.pid)])) as Awaited<
        typeof published
      >;
      expect(header.publish_state).toBe('Published');
      expect(messages.map((message) => message.emd).sort()).toEqual([...emds].sort());
    } finally {
      await other.release();
      await head.release();
    }
    expect((await rosters.ofRstd(`rw${FIRST}`))!.pins).toEqual([{ employeeId: emds[0], date: '2026-12-07' }]);
  });

  it("waits on its own roster's row", async () => {
    const pool = processes.pool();
    const row = await holding(pool, rosterRow(ids.second));
    let pinned: Promise<unknown> | undefined;
    try {
      pinned = rosters.pin(ids.second, { employeeId: emds[1]!, date: '2026-12-15' }, true);
      expect(await Promise.race([pinned, someoneWaits(pool, row.pid)])).toBe('waits on a lock');
    } finally {
      await row.release();
    }
    expect(await pinned).toBe('pinned');
  });

  it('sends a notice once per key, in the outbox table, even when a publish is replayed', async () => {
    const outbox = new PostgresOutbox(processes.pool());
    const sent = (await outbox.list()).filter((message) => message.rstd === `rw${FIRST}`);
    expect(sent).toHaveLength(3);
    expect(sent.every((message) => message.app_id === APP && message.key?.startsWith(`roster:rw${FIRST}:1:`))).toBe(
      true,
    );
    // A publish replayed from before its notices were recorded: the keys sent stop it.
    await store.updateRows((draft) => {
      const roster = draft.rosters.find((one) => one.id === ids.first)!;
      delete roster.notified_days;
      roster.revision = 0;
    }, lockingRoster(ids.first));
    const replayed = await rosters.publish((await rosters.ofRstd(`rw${FIRST}`))!, demo.admin.id, '2026-12-01');
    expect(replayed.messages).toEqual([]);
    expect((await outbox.list()).filter((message) => message.rstd === `rw${FIRST}`)).toHaveLength(3);
  });

  it('refuses a write of typed tables that changes a record the head versions, and writes nothing', async () => {
    const before = await rosters.ofRstd(`rw${SECOND}`);
    await expect(
      store.updateRows(
        (draft) => {
          draft.rosters.find((one) => one.id === ids.second)!.pins = [];
          draft.countries[0]!.c_nm = 'Renamed';
        },
        async () => ({ rosters: [before!] }),
      ),
    ).rejects.toThrow('A write of typed tables changed countries, which the store head versions');
    expect(await rosters.ofRstd(`rw${SECOND}`)).toEqual(before);
    expect(store.data.countries[0]!.c_nm).not.toBe('Renamed');
  });
});
