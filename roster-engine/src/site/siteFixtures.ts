/** A small site for the site tests: a day shift 06:00-18:00 and a night shift 18:00-06:00 sharing employees. */
import type { EngineEmployee, RosterModel, RuleId } from '../model/types';
import { makeEmployee, makeModel, makePosition, perDay } from '../testing/fixtures';

export interface SiteOptions {
  days?: number;
  restHours?: number;
  rules?: RuleId[];
  maxConsecutive?: number;
  /** Employees on the day shift only, on both, on the night shift only. */
  dayOnly?: EngineEmployee[];
  both?: EngineEmployee[];
  nightOnly?: EngineEmployee[];
  dayGuards?: number;
  nightGuards?: number;
}

export const guard = (id: string, options: Partial<EngineEmployee> = {}): EngineEmployee =>
  makeEmployee(id, 'G', options);

/** The day and the night shift's models (no commitments: the site job adds them). */
export function daySite(options: SiteOptions = {}): [RosterModel, RosterModel] {
  const common = {
    dayCount: options.days ?? 14,
    rules: options.rules ?? (['MAX_CONSECUTIVE'] as RuleId[]),
    workingDays: { maxConsecutive: options.maxConsecutive ?? 5, minRestHours: options.restHours ?? 11 },
  };
  const day = makeModel({
    ...common,
    positions: [makePosition('G', 'Guard', { required: perDay(options.dayGuards ?? 2) })],
    employees: [...(options.dayOnly ?? []), ...(options.both ?? [])],
  });
  const night = makeModel({
    ...common,
    positions: [makePosition('G', 'Guard', { required: perDay(options.nightGuards ?? 1) })],
    employees: [...(options.both ?? []), ...(options.nightOnly ?? [])],
  });
  return [
    { ...day, shiftTimes: { start: '06:00', end: '18:00' } },
    { ...night, shiftTimes: { start: '18:00', end: '06:00' } },
  ];
}
