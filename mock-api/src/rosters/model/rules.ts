/** The engine's rules of a shift: its assigned catalogue rules (shift_rules), by priority. */
import { RULES } from '@times/roster-engine';
import type { RuleId } from '@times/roster-engine';
import { assignedRecords } from '../../roster-setup/rules';
import type { DbState } from '../../store/types';

export const engineRules = (state: DbState, appId: string, sftd: string): RuleId[] =>
  assignedRecords(state, appId, sftd).flatMap((record) => {
    const rule = RULES.find((candidate) => candidate.id === record.rule_id);
    return rule ? [rule.rule_id] : [];
  });
