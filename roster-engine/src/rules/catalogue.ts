/**
 * The roster rules the server offers (spec 002: id, rule_id, name, abbr; a shift assigns some of
 * them in priority order). Hard rules are never broken when assigned (their order does not matter);
 * soft rules cost penalties weighted by their place in the assigned order (see ../SCORING.md).
 */
import type { RuleId } from '../model/types';

export interface RuleDefinition {
  /** Stable numeric id (the roster_rule id of the calls). */
  id: number;
  rule_id: RuleId;
  name: string;
  abbr: string;
  hard: boolean;
  /** What one unit of the rule's penalty is worth before its order weight (soft rules). */
  unit: number;
  description: string;
}

export const RULES: readonly RuleDefinition[] = [
  {
    id: 1,
    rule_id: 'MAX_CONSECUTIVE',
    name: 'Maximum consecutive days',
    abbr: 'MCD',
    hard: true,
    unit: 0,
    description: 'Nobody works more days in a row than the working-day setup allows (the previous roster counts).',
  },
  {
    id: 2,
    rule_id: 'MIN_REST',
    name: 'Minimum rest days',
    abbr: 'MRD',
    hard: true,
    unit: 0,
    description: 'After a working stretch, at least the minimum rest days off before working again.',
  },
  {
    id: 3,
    rule_id: 'LEAVE_DAYS',
    name: 'Leave days',
    abbr: 'LVD',
    hard: true,
    unit: 0,
    description: 'Nobody is rostered on a leave day.',
  },
  {
    id: 4,
    rule_id: 'EXCLUSION_DAYS',
    name: 'Exclusion days',
    abbr: 'EXD',
    hard: true,
    unit: 0,
    description: 'Nobody works a weekday (or a public holiday) excluded for them.',
  },
  {
    id: 5,
    rule_id: 'HOUR_TARGETS',
    name: 'Hour targets',
    abbr: 'HRT',
    hard: false,
    unit: 10,
    description: 'Each employee works as close as possible to the days their hour targets ask for.',
  },
  {
    id: 6,
    rule_id: 'FAIR_SUNDAYS',
    name: 'Fair share of Sundays and holidays',
    abbr: 'FSH',
    hard: false,
    unit: 1,
    description: 'Sundays and public holidays are shared out evenly.',
  },
  {
    id: 7,
    rule_id: 'COMPLETE_WEEKENDS',
    name: 'Complete weekends',
    abbr: 'CWE',
    hard: false,
    unit: 10,
    description: 'Saturday and Sunday are worked or free together.',
  },
  {
    id: 8,
    rule_id: 'RELIEVER_COVER',
    name: 'Cross-position cover by a reliever',
    abbr: 'RLV',
    hard: false,
    unit: 5,
    description: 'Employees of a position’s reliever may cover it when it is short; each such day costs a little.',
  },
  {
    id: 9,
    rule_id: 'OVERTIME_WHEN_NEEDED',
    name: 'Overtime only when needed',
    abbr: 'OTN',
    hard: false,
    unit: 10,
    description: 'Overtime places (beyond the day’s target headcount) are used only when they pay off.',
  },
  {
    id: 10,
    rule_id: 'REQUESTS',
    name: 'Day requests',
    abbr: 'DRQ',
    hard: false,
    unit: 2,
    description: 'Employees get the days they asked to work or to have off; each request not granted costs its weight.',
  },
];

export const ruleById = (ruleId: RuleId): RuleDefinition => {
  const rule = RULES.find((candidate) => candidate.rule_id === ruleId);
  if (!rule) throw new Error(`Unknown roster rule ${ruleId}`);
  return rule;
};

/** Each soft rule's weight from its place among the assigned soft rules: 4^(m-1-rank) x unit. */
export const ORDER_FACTOR = 4;

export function softWeights(assigned: readonly RuleId[]): Partial<Record<RuleId, number>> {
  const soft = assigned.filter((ruleId) => !ruleById(ruleId).hard);
  const weights: Partial<Record<RuleId, number>> = {};
  soft.forEach((ruleId, rank) => {
    weights[ruleId] = ORDER_FACTOR ** (soft.length - 1 - rank) * ruleById(ruleId).unit;
  });
  return weights;
}

/** One uncovered slot costs COVER_BASE + COVER_PER_PRIORITY x the position's priority (0-100). */
export const COVER_BASE = 1_000_000;
export const COVER_PER_PRIORITY = 10_000;
