/**
 * Random commitments (days worked in other rosters) for the engine's tests: day, evening and night
 * shifts around and inside the period, with rest hours on either side. Nothing here scores a roster.
 */
import { addDays } from '../calendar/dates';
import type { Commitment, RosterModel, ShiftTimes } from '../model/types';
import { random } from './fixtures';

/** Shift times the cases draw from: a day, an evening and a night shift. */
export const SHIFT_TIMES: readonly ShiftTimes[] = [
  { start: '06:00', end: '14:00' },
  { start: '14:00', end: '22:00' },
  { start: '22:00', end: '06:00' },
];

/** A commitment of `employeeId` on `date` with the given times (a night shift ends the next day). */
export function commitment(
  employeeId: string,
  date: string,
  times: ShiftTimes,
  options: Partial<Omit<Commitment, 'employeeId' | 'date' | 'start' | 'end'>> = {},
): Commitment {
  const overnight = times.end <= times.start;
  return {
    employeeId,
    date,
    start: `${date}T${times.start}`,
    end: `${overnight ? addDays(date, 1) : date}T${times.end}`,
    hours: 8,
    restHours: 0,
    where: 'the Night shift',
    ...options,
  };
}

/**
 * The model with random shift times, rest hours and commitments for about half its employees
 * (days from 3 before the period to 3 after it).
 */
export function withRandomCommitments(model: RosterModel, seed: number): RosterModel {
  const rnd = random(seed * 104_729 + 3);
  const int = (lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1));
  const D = model.days.length;
  const first = model.days[0]!.date;
  const commitments: Commitment[] = [];
  for (const employee of model.employees) {
    if (rnd() < 0.5) continue;
    const count = int(1, Math.max(1, Math.floor(D / 2)));
    for (let k = 0; k < count; k++) {
      const date = addDays(first, int(-3, D + 2));
      commitments.push(
        commitment(employee.id, date, SHIFT_TIMES[int(0, SHIFT_TIMES.length - 1)]!, {
          hours: int(4, 10),
          restHours: rnd() < 0.5 ? 0 : int(6, 12),
          where: rnd() < 0.5 ? 'the Night shift' : 'the Day shift at Site B',
        }),
      );
    }
  }
  return {
    ...model,
    shiftTimes: SHIFT_TIMES[int(0, SHIFT_TIMES.length - 1)]!,
    workingDays: { ...model.workingDays, minRestHours: rnd() < 0.5 ? 0 : int(8, 12) },
    commitments,
  };
}

/** The shift ids the succession cases give SHIFT_TIMES (in order) and the roster's own shift. */
export const SHIFT_IDS = ['day', 'evening', 'night'] as const;
export const OWN_SHIFT_ID = 'own';

/**
 * The model (with commitments) with shift ids (each commitment's from its times, the roster's
 * OWN_SHIFT_ID) and random forbidden successions for about two thirds of its employees: two to
 * four pairs of this shift and another, either way round.
 */
export function withRandomSuccessions(model: RosterModel, seed: number): RosterModel {
  const rnd = random(seed * 7_919 + 11);
  const idOf = (start: string) => SHIFT_IDS[SHIFT_TIMES.findIndex((times) => start.endsWith(`T${times.start}`))];
  return {
    ...model,
    shiftId: OWN_SHIFT_ID,
    commitments: (model.commitments ?? []).map((one) => ({ ...one, shiftId: idOf(one.start) })),
    employees: model.employees.map((employee) => {
      if (rnd() < 0.35) return employee;
      const pairs = Array.from({ length: 2 + Math.floor(rnd() * 3) }, () => {
        const other = SHIFT_IDS[Math.floor(rnd() * SHIFT_IDS.length)]!;
        return rnd() < 0.5 ? { first: other, next: OWN_SHIFT_ID } : { first: OWN_SHIFT_ID, next: other };
      });
      const availability = employee.availability ?? { unavailableDates: [], unavailableWeekdays: [], requests: [] };
      return { ...employee, availability: { ...availability, forbiddenSuccessions: pairs } };
    }),
  };
}
