/**
 * The roster rules assigned to a shift (shift_rules, spec 002 sections 3 and 4): a catalogue rule
 * (@times/roster-engine, roster-engine/src/rules/catalogue.ts) at a priority; a shift's priorities always run 1..n.
 *  - add at priority p: the rules at p or after move down by one; p beyond the end appends;
 *    adding a rule already assigned moves it to p.
 *  - delete: the rule leaves and the gap closes.
 */
import type { AssignedRosterRule, RosterRule, RosterRulesResponse } from '../contract';
import { RULES } from '@times/roster-engine';
import type { RuleDefinition } from '@times/roster-engine';
import { ReservedIds } from '../store/reservedIds';
import type { DbState, ShiftRuleRecord } from '../store/types';

export const findCatalogueRule = (id: number): RuleDefinition | undefined => RULES.find((rule) => rule.id === id);

const toRosterRule = ({ id, rule_id, name, abbr }: RuleDefinition): RosterRule => ({ id, rule_id, name, abbr });

/** The order of a shift's rules: by priority, then id (a key of the store: one record each). */
export const byPriority = (a: ShiftRuleRecord, b: ShiftRuleRecord): number => a.priority - b.priority || a.id - b.id;

/** The shift's rule records, by priority. */
export const assignedRecords = (state: DbState, appId: string, sftd: string): ShiftRuleRecord[] =>
  state.shift_rules.filter((record) => record.app_id === appId && record.sftd === sftd).sort(byPriority);

export const rulesOfShift = (state: DbState, appId: string, sftd: string): Omit<RosterRulesResponse, 'status'> =>
  rulesOfRecords(state.shift_rules.filter((record) => record.app_id === appId && record.sftd === sftd));

/** The answer of the rules call from the shift's rule records, in stored order. */
export function rulesOfRecords(records: readonly ShiftRuleRecord[]): Omit<RosterRulesResponse, 'status'> {
  const assigned = [...records].sort(byPriority);
  const assigned_rules: AssignedRosterRule[] = assigned.flatMap((record) => {
    const rule = findCatalogueRule(record.rule_id);
    return rule ? [{ ...toRosterRule(rule), priority: record.priority }] : [];
  });
  const used = new Set(assigned.map((record) => record.rule_id));
  return { assigned_rules, unused_rules: RULES.filter((rule) => !used.has(rule.id)).map(toRosterRule) };
}

/**
 * Write the shift's rules in this order, priorities 1..n (record ids kept; a new one numbered by `ids`: on
 * PostgreSQL an id the write took from the table's sequence, else the next after the highest).
 */
function writeOrder(draft: DbState, appId: string, sftd: string, order: readonly number[], ids: ReservedIds): void {
  const previous = assignedRecords(draft, appId, sftd);
  const others = draft.shift_rules.filter((record) => !(record.app_id === appId && record.sftd === sftd));
  const records: ShiftRuleRecord[] = [];
  for (const [index, ruleId] of order.entries()) {
    const id =
      previous.find((record) => record.rule_id === ruleId)?.id ??
      ids.next('shift_rules', [...draft.shift_rules, ...records]);
    records.push({ id, app_id: appId, sftd, rule_id: ruleId, priority: index + 1 });
  }
  draft.shift_rules = [...others, ...records];
}

/** Assign (or move) a catalogue rule to `priority` (1 first; clamped to the end). */
export function addRule(
  draft: DbState,
  appId: string,
  sftd: string,
  ruleId: number,
  priority: number,
  ids: ReservedIds = new ReservedIds({}),
): void {
  const order = assignedRecords(draft, appId, sftd)
    .map((record) => record.rule_id)
    .filter((id) => id !== ruleId);
  const at = Math.min(Math.max(priority, 1), order.length + 1) - 1;
  order.splice(at, 0, ruleId);
  writeOrder(draft, appId, sftd, order, ids);
}

/** Remove a rule from the shift (nothing when it is not assigned); the rest keep their order, 1..n. */
export function deleteRule(draft: DbState, appId: string, sftd: string, ruleId: number): void {
  const order = assignedRecords(draft, appId, sftd)
    .map((record) => record.rule_id)
    .filter((id) => id !== ruleId);
  writeOrder(draft, appId, sftd, order, new ReservedIds({}));
}
