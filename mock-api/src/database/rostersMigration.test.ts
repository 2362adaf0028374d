/**
 * The rosters' migration on a database filled by the code before it (every roster a row of
 * store_records): each moves to its table with its id and every field (its documents as written, the
 * optional fields only where it had them); of two of one rstd, or two of one shift whose periods overlap,
 * the first written stays; one of no app is not kept; days the wrong way round are put in order. The
 * keys hold the rules (one roster per shift and period, an rstd names one roster), the columns the other
 * domains read are filled from the documents, and going down puts the rosters back.
 */
import { makeEmployee, makeModel, makePosition, perDay } from '@times/roster-engine/testing';
import { rosters } from '../store/postgres/rosterRows';
import { readDocs } from '../store/postgres/typedTable';
import type { RosterRecord } from '../store/types';
import { useBarePostgres } from '../testing/services/barePostgres';
import { fillBefore, storedDocs } from '../testing/services/beforeMigration';
import { migrate } from '../testing/services/migratedPostgres';

jest.setTimeout(60_000);

const MIGRATION = '1766145600000_rosters';

const postgres = useBarePostgres();

const model = makeModel({
  start: '2026-03-01',
  dayCount: 3,
  positions: [makePosition('guard', 'Guard', { abbr: 'GRD', required: perDay(1) })],
  employees: [makeEmployee('e1', 'guard'), makeEmployee('e2', 'guard')],
  workingDays: { maxConsecutive: 5, minRest: 1, required: perDay(1) },
});

const roster = (id: number, fields: Partial<RosterRecord> = {}): RosterRecord => ({
  id,
  rstd: `r${id}`,
  app_id: 'appA',
  std: 's1',
  sftd: 'f1',
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  period_type: 1,
  status: 'Processing',
  failure_reason: '',
  created_by_id: 'U1',
  created_by: 'Thandi Admin',
  started_at: '2026-02-20T08:00:00.000Z',
  finished_at: '',
  calculation: 1,
  model: null,
  result: null,
  ...fields,
});

// Published, edited and absence-logged: every optional field, its documents as the engine wrote them.
const FULL = roster(1, {
  status: 'Successful',
  finished_at: '2026-02-20T08:01:00.000Z',
  calculation: 2,
  calc_owner: 'instance-a',
  model,
  result: {
    assignments: [{ employeeId: 'e1', date: '2026-03-01', positionId: 'guard' }],
    summary: { hours_employees: { total_shift_hours: 40.5 } },
  } as unknown as RosterRecord['result'],
  last_changes: {
    at: '2026-02-21T08:00:00.000Z',
    absent: 'e2',
    from_date: '2026-03-02',
    to_date: '2026-03-02',
    changes: [],
  },
  pins: [{ employeeId: 'e1', date: '2026-03-01' }],
  publish_state: 'Published',
  published_at: '2026-02-20T09:00:00.000Z',
  published_by: 'Thandi Admin',
  revision: 3,
  notified_days: { e1: ['2026-03-01 Guard'] },
  edited_at: '2026-02-21T08:00:00.000Z',
});
// Another shift of the site over the same period: still calculating.
const CALCULATING = roster(2, { sftd: 'f2' });
const SAME_RSTD = roster(3, { sftd: 'f3', rstd: 'r1' });
const OVERLAPPING = roster(4, { start_date: '2026-03-15', end_date: '2026-04-14' });
const NO_APP = { ...roster(5, { sftd: 'f5' }), app_id: undefined } as unknown as RosterRecord;
const UPSIDE_DOWN = roster(6, { app_id: 'appB', start_date: '2026-04-30', end_date: '2026-04-01', status: 'Failed' });
const KEPT = [FULL, CALCULATING, { ...UPSIDE_DOWN, start_date: '2026-04-01', end_date: '2026-04-30' }];

const stored = (): Promise<unknown[]> => storedDocs(postgres.pool(), 'rosters');

const ADD = `INSERT INTO rosters (app_id, rstd, std, sftd, start_date, end_date, period_type, status, failure_reason,
  created_by_id, created_by, calculation) VALUES ('appA', $1, 's1', $2, $3, $4, 1, 'Processing', '', 'U1', 'T', 1)`;

it('moves the rosters to their table and back, one per shift and period', async () => {
  await fillBefore(postgres, MIGRATION, {
    rosters: [FULL, CALCULATING, SAME_RSTD, OVERLAPPING, NO_APP, UPSIDE_DOWN],
  });
  const pool = postgres.pool();

  migrate(postgres.url(), 'up', '1');
  expect(await stored()).toEqual([]);
  expect(await readDocs(pool, rosters)).toEqual(KEPT);
  const { rows } = await pool.query('SELECT rstd, employees, shift_hours FROM rosters ORDER BY id');
  expect(rows).toEqual([
    { rstd: 'r1', employees: ['e1', 'e2'], shift_hours: 40.5 },
    { rstd: 'r2', employees: [], shift_hours: 0 },
    { rstd: 'r6', employees: [], shift_hours: 0 },
  ]);
  // One roster per shift and period: a period overlapping r1's on its shift is refused, the day after it is not.
  await expect(pool.query(ADD, ['new1', 'f1', '2026-03-31', '2026-04-29'])).rejects.toMatchObject({ code: '23P01' });
  await pool.query(ADD, ['new2', 'f1', '2026-04-01', '2026-04-30']);
  await expect(pool.query(ADD, ['r2', 'f9', '2026-01-01', '2026-01-31'])).rejects.toMatchObject({ code: '23505' });
  await expect(pool.query(ADD, ['new3', 'f9', '2026-01-31', '2026-01-01'])).rejects.toMatchObject({ code: '23514' });
  await pool.query("DELETE FROM rosters WHERE rstd = 'new2'");

  migrate(postgres.url(), 'down', '1');
  expect(await stored()).toEqual(KEPT);
  migrate(postgres.url(), 'up', '1');
  expect(await readDocs(pool, rosters)).toEqual(KEPT);
});
