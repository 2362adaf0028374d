/**
 * The settling job's reads on PostgreSQL: the clocked sites with their first day and latest offset
 * are what the embedded job computes from the same records (settleAttendance.ts clocksBySite), and
 * they are found by skipping from site to site on the index: the rows the plan reads do not grow
 * with the clock records (EXPLAIN ANALYZE's row counts, not timing).
 */
import type pg from 'pg';
import type { ClockRecord } from '../../store/types';
import { clockRecords, insertClocks } from '../../store/postgres/clockRows';
import { readDocs } from '../../store/postgres/typedTable';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { insertTestEmployees } from '../../testing/testEmployee';
import { clocksBySite } from '../settleAttendance';
import * as sql from './attendanceTableSql';

const processes = usePostgresProcesses();
let pool: pg.Pool;

const SITES = [
  { app_id: 'settleApp1', std: 'siteA', offset: 120 },
  { app_id: 'settleApp1', std: 'siteB', offset: 60 },
  { app_id: 'settleApp2', std: 'siteA', offset: 0 },
];
const EACH = 1_000;

/** `EACH` clocks of a site over 50 days from its own first day, the offset changing on the last day. */
const clocksOf = (site: (typeof SITES)[number], index: number): ClockRecord[] =>
  Array.from({ length: EACH }, (_, i) => {
    const day = new Date(Date.UTC(2026, 2, 1 + index + Math.floor(i / 20)));
    const at = `${day.toISOString().slice(0, 10)}T${String(6 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;
    const offset = i >= EACH - 20 ? site.offset + 60 : site.offset;
    return {
      id: 0,
      ref: `settle-${site.app_id}-${site.std}-${i}`,
      app_id: site.app_id,
      std: site.std,
      emd: `e${i % 7}`,
      sftd: '',
      kind: i % 2 === 0 ? 'in' : 'out',
      at,
      instant: new Date(Date.parse(`${at}:00.000Z`) - offset * 60_000).toISOString(),
      offset_minutes: offset,
      method: 'number',
      photo: '',
      by_user: 1,
      recorded_at: '2026-03-01T00:00:00.000Z',
    };
  });

beforeAll(async () => {
  pool = processes.pool();
  // The employees the clocks are of (their rows refer to them).
  const emds = Array.from({ length: 7 }, (_, i) => `e${i}`);
  for (const [n, app] of ['settleApp1', 'settleApp2'].entries())
    await insertTestEmployees(pool, app, emds, 95_000 + n * 10);
  // Written in an order unlike the sites' and days' (the last site first, each site's days backwards).
  for (const [index, site] of [...SITES.entries()].reverse()) await insertClocks(pool, clocksOf(site, index).reverse());
  await pool.query('ANALYZE clock_records');
}, 60_000);

interface SiteRow {
  app_id: string;
  std: string;
  first_day: string;
  offset_minutes: number;
}

describe('the settling job’s reads', () => {
  it('find every clocked site with its first day and latest offset, as the embedded job does', async () => {
    const { rows } = await pool.query<SiteRow>(sql.CLOCKED_SITES);
    const all = await readDocs<ClockRecord>(pool, clockRecords);
    const expected = clocksBySite(all).map((site) => ({
      app_id: site.appId,
      std: site.std,
      first_day: site.firstDay,
      offset_minutes: site.offset,
    }));
    const byKey = (a: SiteRow, b: SiteRow) => `${a.app_id}|${a.std}`.localeCompare(`${b.app_id}|${b.std}`);
    expect([...rows].sort(byKey)).toEqual(expected.sort(byKey));
    expect(rows.map((row) => row.offset_minutes)).toEqual(SITES.map((site) => site.offset + 60));
  });

  it('read a few rows per site, not every clock record', async () => {
    const client = await pool.connect();
    try {
      // Indexes wherever one can serve, so the plan does not depend on the table's size.
      await client.query('SET enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${sql.CLOCKED_SITES}`,
      );
      let read = 0;
      const visit = (node: Record<string, unknown>) => {
        if (node['Relation Name'] === 'clock_records')
          read += Number(node['Actual Rows']) * Number(node['Actual Loops']);
        for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
      };
      visit((rows[0]!['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]!.Plan);
      expect(read).toBeGreaterThan(0);
      expect(read).toBeLessThan(SITES.length * 10);
    } finally {
      await client.query('RESET enable_seqscan');
      client.release();
    }
  });
});
