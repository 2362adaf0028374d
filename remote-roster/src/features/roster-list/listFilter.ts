/**
 * The roster list's filter (spec 002 sections 2.2 and 5): All, or a Period between two dates. The
 * dates are sent only with Period.
 */
import type { RosterListFilterValues } from '@times/shared-sdk';
import { RosterFilter } from '@times/shared-sdk/app';
import type { RosterFilterCode } from '@times/shared-sdk/app';

export interface ListFilter {
  filter_by: RosterFilterCode;
  dt_start: string;
  dt_end: string;
}

export const ALL_ROSTERS: ListFilter = { filter_by: RosterFilter.ALL, dt_start: '', dt_end: '' };

/** What a search sends for the filter form's values. */
export function toListFilter(values: RosterListFilterValues): ListFilter {
  if (values.filter_by !== RosterFilter.PERIOD) return ALL_ROSTERS;
  return { filter_by: RosterFilter.PERIOD, dt_start: values.dt_start.trim(), dt_end: values.dt_end.trim() };
}
