/**
 * What a change of a shift's rules reads first on PostgreSQL (issue 33): the shift's rules, a table of their own
 * (store/postgres/shiftRuleRows.ts) that a process does not hold, under the shift's advisory lock, so two changes of
 * one shift's order at once run one after the other (each renumbers the whole order) and other shifts' never wait.
 */
import type { PrepareWrite } from '../../store/dataStore';
import { ASSIGNED_RULES } from './rosterSetupSql';
import type { ShiftRuleRecord } from '../../store/types';

const LOCK_SHIFT = `SELECT pg_advisory_xact_lock(hashtextextended('times.shift_rules:' || $1 || '/' || $2, 0))`;

export const readingShiftRules =
  (appId: string, sftd: string): PrepareWrite =>
  async (client) => {
    await client.query(LOCK_SHIFT, [appId, sftd]);
    const { rows } = await client.query<{ doc: ShiftRuleRecord }>(ASSIGNED_RULES, [appId, sftd]);
    return { shift_rules: rows.map((row) => row.doc) };
  };
