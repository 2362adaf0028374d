/**
 * The typed tables' change counters as a process holds them: read with the store head for the apps
 * its caches asked for (no query of their own then), on their own for any other app or after this
 * process wrote, never taken from a head read that began before this process's last write; and
 * across two processes, a page one of them keeps is read again once the other wrote a leave day.
 */
import type pg from 'pg';
import { EmployeeFilter, EmployeePage } from '../../contract';
import { PostgresEmployees } from '../../employees/repository/postgresEmployees';
import { demo } from '../../testing/harness';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { AppChangeCounters } from './appChanges';

/** A pool that answers every counter read with `n` for each table asked for, and counts the reads. */
function countingPool(n: number) {
  const pool = {
    reads: 0,
    query: (config: { values: [string, string[]] }) => {
      pool.reads += 1;
      return Promise.resolve({ rows: config.values[1].map((tbl) => ({ tbl, n: String(n) })) });
    },
  };
  return pool;
}

describe('the change counters of a process', () => {
  it('answer from the head for the apps and tables asked for before it, and read the others on their own', async () => {
    const pool = countingPool(7);
    const counters = new AppChangeCounters(pool as unknown as pg.Pool);
    expect(await counters.of('appA', 'leave_days')).toBe(7);
    expect(pool.reads).toBe(1);
    const begun = counters.begin();
    expect(begun.apps).toEqual(['appA']);
    // Only the tables asked for: the head's read does not grow with every typed table.
    expect(begun.tables).toEqual(['leave_days']);
    counters.take(begun, [['appA', 'leave_days', 3]]);
    expect(await counters.of('appA', 'leave_days')).toBe(3);
    expect(pool.reads).toBe(1);
    // A table not asked for before that head: read on its own, then watched too.
    expect(await counters.of('appA', 'attendance_days')).toBe(7);
    expect(pool.reads).toBe(2);
    expect(counters.begin().tables).toEqual(['leave_days', 'attendance_days']);
    // Another app: not in the head's read.
    expect(await counters.of('appB', 'leave_days')).toBe(7);
    expect(pool.reads).toBe(3);
    // A head read that began before this process wrote says nothing of the write.
    const before = counters.begin();
    counters.wrote();
    counters.take(before, [['appA', 'leave_days', 3]]);
    expect(await counters.of('appA', 'leave_days')).toBe(7);
    expect(pool.reads).toBe(4);
    // An app of the head's read with no row yet: 0.
    const next = counters.begin();
    counters.take(next, []);
    expect(await counters.of('appB', 'leave_days')).toBe(0);
    expect(pool.reads).toBe(4);
    // Several tables of an app: from the head when it read them all, else all in one read.
    expect(await counters.ofTables('appB', ['leave_days', 'attendance_days'])).toEqual([0, 0]);
    expect(pool.reads).toBe(4);
    counters.wrote();
    expect(await counters.ofTables('appB', ['leave_days', 'attendance_days', 'employees'])).toEqual([7, 7, 7]);
    expect(pool.reads).toBe(5);
  });
});

const processes = usePostgresProcesses();
const query = {
  flt: EmployeeFilter.ABSENT,
  pg: EmployeePage.FIRST,
  lst_count: 0,
  lst_date: '',
  lst_value: 0,
  srch_word: '',
};
// The day after the seed's last attendance: its 30 days are the figures' window.
const NOW_MS = Date.parse('2026-11-21T09:00:00.000Z');

describe('two processes', () => {
  it('read a kept page again once the other wrote a leave day, after their next head', async () => {
    const [a, b] = [await processes.store(), await processes.store()];
    const [onA, onB] = [
      new PostgresEmployees(a, processes.pool(), a.counters),
      new PostgresEmployees(b, processes.pool(), b.counters),
    ];
    await b.refresh();
    const first = await onB.page(demo.app.appId, query, null, NOW_MS);
    const absent = first.employees.find((row) => row.figures.days_absent > 0)!;
    expect(absent).toBeDefined();
    // Kept: the same answer, read from the head's counters.
    await b.refresh();
    expect(await onB.page(demo.app.appId, query, null, NOW_MS)).toBe(first);
    // The other process makes an absent day a leave day.
    const days = (
      await processes
        .pool()
        .query<{ day: string }>(
          "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM attendance_days WHERE app_id = $1 AND emd = $2 AND present = 0 AND day <= '2026-11-21' ORDER BY day DESC LIMIT 1",
          [demo.app.appId, absent.record.emd],
        )
    ).rows;
    expect(await onA.addLeave(demo.app.appId, absent.record.emd, days[0]!.day)).toBe('added');
    await b.refresh();
    const after = await onB.page(demo.app.appId, query, null, NOW_MS);
    expect(after).not.toBe(first);
    const row = [...after.employees].find((one) => one.record.emd === absent.record.emd);
    expect(row?.figures.days_absent ?? 0).toBe(absent.figures.days_absent - 1);
  });
});
