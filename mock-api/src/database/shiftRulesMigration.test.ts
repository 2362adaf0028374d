/**
 * The shifts' rules' migration on a database filled by the code before it (every rule a row of store_records): each
 * moves to its table with its id; of two of one shift and rule the first in the shift's order stays (priority, then
 * id, as the rules call showed them); one without an app, a shift, or whole numbers for its rule and priority is not
 * kept. The key holds 'a rule once per shift', and going down puts them back.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { shiftRules } from '../store/postgres/shiftRuleRows';
import { readDocs } from '../store/postgres/typedTable';
import type { ShiftRuleRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1766923200000_shift-rules';

const postgres = useBarePostgres();

const rule = (id: number, sftd: string, rule_id: number, priority: number, app_id = 'appA'): ShiftRuleRecord => ({
  id,
  app_id,
  sftd,
  rule_id,
  priority,
});

const SECOND = rule(1, 'day', 5, 2);
const FIRST = rule(2, 'day', 1, 1);
const AGAIN = rule(3, 'day', 5, 3);
const NIGHT = rule(4, 'night', 5, 1, 'appB');
const NO_SHIFT = { ...rule(5, '', 2, 1) };
const NOT_WHOLE = { ...rule(6, 'day', 7, 1), priority: 1.5 };

it('moves the shifts’ rules to their table and back, a rule once per shift', async () => {
  await fillBefore(postgres, MIGRATION, { shift_rules: [SECOND, FIRST, AGAIN, NIGHT, NO_SHIFT, NOT_WHOLE] });
  const pool = postgres.pool();

  migrate(postgres.url(), 'up', '1');
  expect(await storedDocs(pool, 'shift_rules')).toEqual([]);
  expect(await readDocs(pool, shiftRules)).toEqual([SECOND, FIRST, NIGHT]);
  const add = 'INSERT INTO shift_rules (app_id, sftd, rule_id, priority) VALUES ($1, $2, $3, $4) RETURNING id';
  await expect(pool.query(add, ['appA', 'day', 1, 3])).rejects.toMatchObject({ code: '23505' });
  const { rows } = await pool.query<{ id: number }>(add, ['appA', 'night', 1, 1]);
  expect(rows[0]!.id).toBeGreaterThan(NIGHT.id);
  await pool.query('DELETE FROM shift_rules WHERE id = $1', [rows[0]!.id]);

  migrate(postgres.url(), 'down', '1');
  expect(await storedDocs(pool, 'shift_rules')).toEqual([FIRST, SECOND, NIGHT]);
});
