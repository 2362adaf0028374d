/**
 * The summary cards of a roster (spec 002 section 2.3), in the spec's order: each label of the
 * catalogue with its figure as shown (hours as slots / shift, days as staffed/total); then ours,
 * the pinned assignments the last calculation kept.
 */
import type { HoursEmployees } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const t = appMessages.rosters.summary;

export interface SummaryCard {
  label: string;
  value: string;
}

const named = (role: string) => role || t.none;

export function summaryCards(figures: HoursEmployees, pinnedKept = 0): SummaryCard[] {
  return [
    { label: t.cards.employees, value: String(figures.total_employees) },
    { label: t.cards.hours, value: `${figures.total_slots_hours} / ${figures.total_shift_hours}` },
    { label: t.cards.males, value: String(figures.total_males) },
    { label: t.cards.females, value: String(figures.total_females) },
    { label: t.cards.mostUtilised, value: named(figures.most_utilised_role) },
    { label: t.cards.leastUtilised, value: named(figures.least_utilised_role) },
    { label: t.cards.avgUtilization, value: `${figures.avg_utilization_rate}%` },
    { label: t.cards.staffedDays, value: `${figures.fully_staffed_days}/${figures.total_days}` },
    { label: t.cards.metGoal, value: String(figures.requirements_met_perc) },
    { label: t.cards.pinnedKept, value: String(pinnedKept) },
  ];
}
