/**
 * The rule name a violation is listed under: the catalogue's name (as the constraints step shows
 * it), or ours for the checks that are not catalogue rules (a day over the headcount allowed, an
 * employee on a position they may not work, on a day they are unavailable, on a day they work
 * another shift, with too little rest between shifts, next to a shift they may not work it after or
 * before, or outside their hour, shift, weekend or days (off) in a row limits).
 */
import { RULES } from '@times/roster-engine';
import type { Violation } from '@times/roster-engine';

export const CAPACITY_RULE_NAME = 'Capacity';
export const QUALIFIED_RULE_NAME = 'Qualified position';
export const UNAVAILABLE_RULE_NAME = 'Availability';
export const DOUBLE_BOOKED_RULE_NAME = 'Other shifts';
export const REST_HOURS_RULE_NAME = 'Rest between shifts';
export const SUCCESSION_RULE_NAME = 'Shift order';
export const HOUR_LIMITS_RULE_NAME = 'Hour limits';
export const WEEKEND_LIMIT_RULE_NAME = 'Weekend limit';
export const DAYS_IN_A_ROW_RULE_NAME = 'Days in a row';
export const DAYS_OFF_IN_A_ROW_RULE_NAME = 'Days off in a row';
export const SHIFT_LIMIT_RULE_NAME = 'Shift limit';

export function ruleNameOf(rule: Violation['rule']): string {
  if (rule === 'CAPACITY') return CAPACITY_RULE_NAME;
  if (rule === 'QUALIFIED') return QUALIFIED_RULE_NAME;
  if (rule === 'UNAVAILABLE') return UNAVAILABLE_RULE_NAME;
  if (rule === 'DOUBLE_BOOKED') return DOUBLE_BOOKED_RULE_NAME;
  if (rule === 'REST_HOURS') return REST_HOURS_RULE_NAME;
  if (rule === 'SUCCESSION') return SUCCESSION_RULE_NAME;
  if (rule === 'MIN_HOURS' || rule === 'MAX_HOURS') return HOUR_LIMITS_RULE_NAME;
  if (rule === 'MAX_WEEKENDS') return WEEKEND_LIMIT_RULE_NAME;
  if (rule === 'MIN_CONSECUTIVE_DAYS') return DAYS_IN_A_ROW_RULE_NAME;
  if (rule === 'MIN_CONSECUTIVE_DAYS_OFF') return DAYS_OFF_IN_A_ROW_RULE_NAME;
  if (rule === 'MAX_SHIFTS') return SHIFT_LIMIT_RULE_NAME;
  return RULES.find((candidate) => candidate.rule_id === rule)?.name ?? rule;
}
