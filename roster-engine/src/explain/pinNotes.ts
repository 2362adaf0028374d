/**
 * Pinned assignments that break a hard rule (RosterModel.pinned): the search keeps every pin and
 * keeps every hard rule for the days it places, so a hard violation of an employee with pins comes
 * from them (or from a minimum the setup cannot reach). Each such violation is marked `pinned` and
 * its reason names the pins: 'Pinned: Ann Lee on the 3rd conflicts with this rule. <reason>'.
 */
import type { RosterModel, Violation } from '../model/types';
import { dayWords } from './dayWords';
import { fullName } from './words';

export function markPinnedViolations(model: RosterModel, violations: readonly Violation[]): Violation[] {
  if (!model.pinned?.length) return [...violations];
  const datesOf = new Map<string, string[]>();
  for (const pin of model.pinned) datesOf.set(pin.employeeId, [...(datesOf.get(pin.employeeId) ?? []), pin.date]);
  const words = dayWords(model.days);
  const employees = new Map(model.employees.map((employee) => [employee.id, employee]));
  return violations.map((violation) => {
    const dates = violation.hard && violation.employeeId !== null ? datesOf.get(violation.employeeId) : undefined;
    if (!dates) return violation;
    const mine = violation.date !== null && dates.includes(violation.date) ? [violation.date] : [...dates].sort();
    const employee = employees.get(violation.employeeId!);
    const who = employee ? fullName(employee) : violation.employeeId!;
    const reason = `Pinned: ${who} on ${mine.map(words).join(', ')} conflicts with this rule. ${violation.reason}`;
    return { ...violation, pinned: true, reason };
  });
}
