/**
 * The employees' requests and inbox on PostgreSQL lock only what they decide on (issue 33): an ask for
 * time off goes through while another write holds the store head's lock; two overlapping asks of one
 * employee at once store one, the same ref sent twice stores one, and asks of different employees all go
 * through; a manager's decision waits for the employee's cancel under way and then finds the request
 * decided, and two decisions of one request at once decide it once, neither waiting on the store head's lock
 * (a decision is a write of its own rows). The inbox keeps
 * one message per key and the newest INBOX_KEPT of an employee. Waiting is seen in PostgreSQL itself
 * (lockWaits.ts), not by timing.
 */
import type pg from 'pg';
import { SelfServiceLimits } from '../../contract';
import { PostgresEmployees } from '../../employees/repository/postgresEmployees';
import { PostgresShiftEmployees } from '../../roster-setup/shiftEmployees/repository/postgresShiftEmployees';
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { InboxRecord } from '../../store/types';
import { holding, someoneWaits } from '../../testing/lockWaits';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { testEmployee } from '../../testing/testEmployee';
import type { Decision } from '../decisions';
import type { NewTimeOff } from '../timeOff';
import { PostgresAccountRecords } from './postgresAccountRecords';
import { PostgresRequestRecords } from './postgresRequestRecords';
import { PostgresAttendance } from '../../attendance/repository/postgresAttendance';
import { PostgresRosters } from '../../rosters/repository/postgresRosters';
import { PostgresApps } from '../../apps/repository/postgresApps';
import { StoreSelfService } from './storeSelfService';
import { PostgresShifts } from '../../shifts/repository/postgresShifts';
import { PostgresSites } from '../../sites/repository/postgresSites';

const processes = usePostgresProcesses();
const APP = 'requestApp0001';
const NOW = '2026-06-01T08:00:00.000Z';

let store: PostgresStore;
let pool: pg.Pool;
let records: PostgresRequestRecords;
let selfService: StoreSelfService;

const ask = (emd: string, ref: string, from_date = '2026-07-01', to_date = '2026-07-02'): NewTimeOff => ({
  appId: APP,
  emd,
  ref,
  from_date,
  to_date,
  reason: 'Family',
  nowIso: NOW,
});

const decision = (rqd: string): Decision => ({
  appId: APP,
  rqd,
  action: 'approved',
  reason: '',
  by: 'Lerato Admin',
  nowIso: NOW,
  mayDecide: () => true,
});

const message = (emd: string, n: number): InboxRecord => ({
  id: n,
  app_id: APP,
  emd,
  kind: 'roster',
  title: 'Your roster',
  text: `Message ${n}`,
  at: NOW,
  read: 0,
  key: `test:${emd}:${n}`,
});

beforeAll(async () => {
  store = await processes.store();
  pool = processes.pool();
  records = new PostgresRequestRecords(store, pool);
  selfService = new StoreSelfService(
    store,
    {
      employees: new PostgresEmployees(store, pool, store.counters),
      places: new PostgresShiftEmployees(store, pool),
      rosters: new PostgresRosters(store, pool),
      attendance: new PostgresAttendance(store, pool, () => store.counters.wrote()),
      shifts: new PostgresShifts(store, pool),
      sites: new PostgresSites(store, pool),
      apps: new PostgresApps(store, pool),
    },
    { requests: records, accounts: new PostgresAccountRecords(pool) },
  );
  await store.update((draft) => {
    draft.employees.push(...Array.from({ length: 12 }, (_, i) => testEmployee(9200 + i, APP, `re${i}`)));
  });
}, 60_000);

describe('asking for time off on PostgreSQL', () => {
  it('goes through while another write holds the store head’s lock, into its table', async () => {
    const head = await holding(pool, 'UPDATE store_head SET version = version');
    try {
      const added = records.add(ask('re0', 'head-1'));
      expect(await Promise.race([added, someoneWaits(pool, head.pid)])).toMatchObject({ kind: 'added' });
    } finally {
      await head.release();
    }
    expect((await records.ofEmployee(APP, 're0')).map((one) => one.ref)).toEqual(['head-1']);
    expect(store.data.time_off_requests).toEqual([]);
  });

  it('stores one of two overlapping asks of one employee, one of a ref sent twice, and every other employee’s', async () => {
    const overlapping = await Promise.all([
      records.add(ask('re1', 'a-1', '2026-07-01', '2026-07-03')),
      records.add(ask('re1', 'a-2', '2026-07-03', '2026-07-05')),
    ]);
    expect(overlapping.map((one) => one.kind).sort()).toEqual(['added', 'overlaps']);
    const twice = await Promise.all([records.add(ask('re2', 'twice')), records.add(ask('re2', 'twice'))]);
    expect(twice.map((one) => one.kind).sort()).toEqual(['added', 'same']);
    const rqds = twice.map((one) => ('record' in one ? one.record.rqd : ''));
    expect(rqds[0]).toBe(rqds[1]);
    const many = await Promise.all([3, 4, 5, 6, 7, 8].map((n) => records.add(ask(`re${n}`, `many-${n}`))));
    expect(many.every((one) => one.kind === 'added')).toBe(true);
    expect(await records.ofApp(APP, 'pending')).toHaveLength(9);
  });
});

describe('deciding on a request on PostgreSQL', () => {
  it('waits for the employee’s cancel under way, then finds the request decided', async () => {
    const added = await records.add(ask('re9', 'cancel-1'));
    const rqd = added.kind === 'added' ? added.record.rqd : '';
    const cancel = await holding(
      pool,
      "UPDATE time_off_requests SET state = 'cancelled' WHERE app_id = $1 AND rqd = $2",
      [APP, rqd],
    );
    let decided: ReturnType<StoreSelfService['decide']> | undefined;
    try {
      decided = selfService.decide(decision(rqd));
      expect(await Promise.race([decided, someoneWaits(pool, cancel.pid)])).toBe('waits on a lock');
    } finally {
      await cancel.release('COMMIT');
    }
    expect((await decided).decided).toEqual({ kind: 'not-pending' });
    expect((await records.one(APP, rqd))?.decisions).toEqual([]);
  });

  it('decides a request once when two decisions of it come at once, neither waiting on the head', async () => {
    const added = await records.add(ask('re10', 'twice-decided'));
    const rqd = added.kind === 'added' ? added.record.rqd : '';
    // Another write holds the head's lock all along: the decisions write their own rows (DataStore.updateRows),
    // so both answer before it ends (one waits on the other on the request's row, then finds it decided).
    const head = await holding(pool, 'UPDATE store_head SET version = version');
    let both: Awaited<ReturnType<StoreSelfService['decide']>>[];
    try {
      both = await Promise.all([selfService.decide(decision(rqd)), selfService.decide(decision(rqd))]);
    } finally {
      await head.release();
    }
    const kinds = both.map((one) => one.decided.kind).sort();
    expect(kinds).toEqual(['decided', 'not-pending']);
    const stored = await records.one(APP, rqd);
    expect(stored?.state).toBe('approved');
    expect(stored?.decisions.map((one) => one.action)).toEqual(['approved']);
    // The approval's days are the employee's leave days, and they hear of it in their inbox.
    const { rows } = await pool.query('SELECT 1 FROM leave_days WHERE app_id = $1 AND emd = $2', [APP, 're10']);
    expect(rows).toHaveLength(2);
    expect((await records.inbox(APP, 're10')).map((one) => one.kind)).toEqual(['request']);
  });
});

describe('the inbox on PostgreSQL', () => {
  it('adds a message once per key, keeps the newest of an employee, and marks them read', async () => {
    const kept = SelfServiceLimits.INBOX_KEPT;
    const messages = Array.from({ length: kept + 2 }, (_, n) => message('re11', n));
    await store.update((draft) => {
      draft.inbox.push(...messages.slice(0, 3));
    });
    await store.update((draft) => {
      draft.inbox.push(...messages);
    });
    const inbox = await records.inbox(APP, 're11');
    expect(inbox.map((one) => one.key)).toEqual(messages.slice(2).map((one) => one.key));
    await records.markRead(APP, 're11', [inbox[0]!.id]);
    expect((await records.inbox(APP, 're11')).filter((one) => one.read === 1).map((one) => one.key)).toEqual([
      inbox[0]!.key,
    ]);
    await records.markRead(APP, 're11', []);
    expect((await records.inbox(APP, 're11')).every((one) => one.read === 1)).toBe(true);
    expect(store.data.inbox).toEqual([]);
  });
});
