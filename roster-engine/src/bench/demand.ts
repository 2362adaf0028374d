/**
 * Demand variants of a bench instance (generator.ts): the same employees, rules and history with
 * another demand, for reproductions and tests of tight or impossible cover. W(d) follows the
 * positions' new needs.
 */
import type { DayKey, EnginePosition, PerDay, RosterModel } from '../model/types';
import { maxWorkableDays } from './generator';

const KEYS: readonly DayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'hld'];

/** Every position needs `share` of its own employees (rounded) on every day, holidays included. */
export function withHeadcountShare(model: RosterModel, share: number): RosterModel {
  return withPositions(
    model,
    model.positions.map((position) => {
      const n = Math.round(share * model.employees.filter((e) => e.positionId === position.id).length);
      return { ...position, required: perDay(() => n) };
    }),
  );
}

/**
 * Each position's demand lowered (one day code at a time, the largest first) until it needs at
 * most `load` of the days its own employees can work (maxWorkableDays).
 */
export function withLoad(model: RosterModel, load: number): RosterModel {
  const keyCount = perDay((key) => model.days.filter((d) => d.key === key).length);
  return withPositions(
    model,
    model.positions.map((position) => {
      const required = { ...position.required };
      const own = model.employees.filter((e) => e.positionId === position.id);
      const capacity = own.reduce((s, e) => s + maxWorkableDays(model, e), 0);
      const demand = (): number => KEYS.reduce((s, key) => s + required[key] * keyCount[key], 0);
      while (demand() > load * capacity) {
        const key = KEYS.filter((k) => keyCount[k] > 0 && required[k] > 0).sort((a, b) => required[b] - required[a])[0];
        if (!key) break;
        required[key] -= 1;
      }
      return { ...position, required };
    }),
  );
}

function withPositions(model: RosterModel, positions: EnginePosition[]): RosterModel {
  const required = perDay((key) => positions.reduce((s, p) => s + p.required[key], 0));
  return { ...model, positions, workingDays: { ...model.workingDays, required } };
}

const perDay = (value: (key: DayKey) => number): PerDay =>
  Object.fromEntries(KEYS.map((key) => [key, value(key)])) as PerDay;
