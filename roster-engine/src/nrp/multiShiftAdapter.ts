/**
 * The benchmark in the engine's multi-shift model and back: an NrpInstance as a MultiShiftModel (day 0 is a
 * Monday; the readings of readInstance.ts are the model's own), and a roster of shift type indexes as an NrpRoster.
 */
import type { MsRoster, MultiShiftModel } from '../multiShift/model';
import { OFF } from '../multiShift/model';
import type { NrpInstance, NrpRequest, NrpRoster } from './model';

export function nrpToMultiShift(instance: NrpInstance): MultiShiftModel {
  const employeeIndex = new Map(instance.staff.map((s, e) => [s.id, e]));
  const shiftIndex = new Map(instance.shifts.map((s, i) => [s.id, i]));
  const request = (r: NrpRequest) => ({
    employee: employeeIndex.get(r.employee)!,
    day: r.day,
    shift: shiftIndex.get(r.shift)!,
    weight: r.weight,
  });
  return {
    days: Array.from({ length: instance.horizon }, (_, d) => ({ weekday: d % 7 })),
    shiftTypes: instance.shifts.map((s) => ({ id: s.id, minutes: s.minutes, forbiddenNext: [...s.forbiddenNext] })),
    employees: instance.staff.map((s) => ({
      id: s.id,
      maxShifts: { ...s.maxShifts },
      minMinutes: s.minTotalMinutes,
      maxMinutes: s.maxTotalMinutes,
      minConsecutiveDays: s.minConsecutiveShifts,
      maxConsecutiveDays: s.maxConsecutiveShifts,
      minConsecutiveDaysOff: s.minConsecutiveDaysOff,
      maxWeekends: s.maxWeekends,
      daysOff: [...new Set(instance.daysOff[s.id] ?? [])].sort((a, b) => a - b),
    })),
    workRequests: instance.onRequests.map(request),
    offRequests: instance.offRequests.map(request),
    cover: instance.cover.map((c) => ({
      day: c.day,
      shift: shiftIndex.get(c.shift)!,
      requirement: c.requirement,
      underWeight: c.underWeight,
      overWeight: c.overWeight,
    })),
  };
}

export const msRosterToNrp = (model: MultiShiftModel, roster: MsRoster): NrpRoster =>
  roster.map((line) => line.map((s) => (s === OFF ? null : model.shiftTypes[s]!.id)));

export function nrpRosterToMs(model: MultiShiftModel, roster: NrpRoster): MsRoster {
  const index = new Map(model.shiftTypes.map((s, i) => [s.id, i]));
  return roster.map((line) => line.map((id) => (id === null ? OFF : index.get(id)!)));
}
