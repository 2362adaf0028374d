/**
 * Availability for the engine's tests: random unavailable dates and weekdays and day requests
 * added to a model (its own random stream, so the other cases stay as they are), with REQUESTS
 * placed at a random rank among the rules.
 */
import type { DayRequest, EngineAvailability, RosterModel, RuleId } from '../model/types';
import { WEEKDAY_KEYS } from '../model/types';
import { random } from './fixtures';

export function withAvailability(model: RosterModel, seed: number, requestsRule = true): RosterModel {
  const rnd = random(seed * 104_729 + 3);
  const int = (lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = () => model.days[int(0, model.days.length - 1)]!.date;
  const employees = model.employees.map((employee) => {
    const unavailableDates = rnd() < 0.4 ? [...new Set([pick(), pick()])] : [];
    const unavailableWeekdays = rnd() < 0.2 ? [WEEKDAY_KEYS[int(0, 6)]!] : [];
    const requests: DayRequest[] = [];
    const asked = new Set(unavailableDates);
    for (let k = int(0, 4); k > 0; k--) {
      const date = pick();
      if (asked.has(date)) continue;
      asked.add(date);
      requests.push({ date, work: rnd() < 0.4, weight: int(1, 10) });
    }
    return { ...employee, availability: { unavailableDates, unavailableWeekdays, requests } };
  });
  const rules: RuleId[] = model.rules.filter((rule) => rule !== 'REQUESTS');
  if (requestsRule) rules.splice(int(0, rules.length), 0, 'REQUESTS');
  return { ...model, employees, rules };
}

/** Availability with no unavailable day and no request: only `limits` (hours, weekends, days in a row). */
export function plainAvailability(limits: Partial<EngineAvailability> = {}): EngineAvailability {
  return { unavailableDates: [], unavailableWeekdays: [], requests: [], ...limits };
}

/** The model with every employee's availability (and so their limits) taken away. */
export function withoutAvailability(model: RosterModel): RosterModel {
  return { ...model, employees: model.employees.map(({ availability: _a, ...rest }) => rest) };
}
