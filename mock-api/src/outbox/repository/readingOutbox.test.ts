/**
 * A roster's notices sent before are read on their index (EXPLAIN's plan with sequential scans off: the index is
 * there and the query can use it, whatever the table's size), and only that roster's are read.
 */
import type pg from 'pg';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { SENT_FOR_ROSTER, readingSentNotices } from './readingOutbox';

const processes = usePostgresProcesses();
let pool: pg.Pool;

beforeAll(async () => {
  await processes.store();
  pool = processes.pool();
  await pool.query(
    `INSERT INTO outbox_messages (key, to_mobile, text, purpose, created_at, app_id, rstd)
     SELECT 'k' || n, '2782' || n, 'A notice', 'roster', now(), 'app', CASE WHEN n % 2 = 0 THEN 'rA' ELSE 'rB' END
     FROM generate_series(1, 40) n`,
  );
});

it("reads a roster's notices on the index of a roster's messages", async () => {
  const client = await pool.connect();
  try {
    await client.query('SET enable_seqscan = off');
    const { rows } = await client.query<{ 'QUERY PLAN': { Plan: Record<string, unknown> }[] }>(
      `EXPLAIN (FORMAT JSON) ${SENT_FOR_ROSTER}`,
      ['rA'],
    );
    const indexes: unknown[] = [];
    const visit = (node: Record<string, unknown>) => {
      if (node['Index Name']) indexes.push(node['Index Name']);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
    };
    visit(rows[0]!['QUERY PLAN'][0]!.Plan);
    expect(indexes).toContain('outbox_messages_of_roster');
    const read = await readingSentNotices('rA')(client);
    expect(read.outbox).toHaveLength(20);
  } finally {
    await client.query('RESET enable_seqscan');
    client.release();
  }
});
