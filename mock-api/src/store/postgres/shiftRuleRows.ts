/**
 * The shifts' rules' table (migrations/*_shift-rules.sql) as the store sees it: a write's new or moved rule is
 * upserted by id (a new one's id taken from the table's sequence in its prepare: store/reservedIds.ts), a removed one
 * deleted; each moves its app's counter of the table.
 */
import type { ShiftRuleRecord } from '../types';
import { idKeyedTable } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';

/** The row (alias r) as the API's record. */
export const SHIFT_RULE_DOC = (r = 'r'): string =>
  `json_build_object('id', ${r}.id, 'app_id', ${r}.app_id, 'sftd', ${r}.sftd, 'rule_id', ${r}.rule_id,
    'priority', ${r}.priority)`;

const RULES: JsonUpsert = {
  table: 'shift_rules',
  columns: { app_id: 'text', sftd: 'text', rule_id: 'integer', priority: 'integer' },
  conflict: '(id)',
  update: ['priority'],
};

const ruleRow = ({
  id,
  app_id,
  sftd,
  rule_id,
  priority,
}: ShiftRuleRecord): Record<string, unknown> & { id: number } => ({
  id,
  app_id,
  sftd,
  rule_id,
  priority,
});

/** The shifts' rules' table as the store sees it (typedTables.ts). */
export const shiftRules = idKeyedTable(
  'shift_rules',
  RULES,
  `SELECT ${SHIFT_RULE_DOC()} AS doc FROM shift_rules r ORDER BY r.id`,
  ruleRow,
);
