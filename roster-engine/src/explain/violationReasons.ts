/**
 * One sentence per violation, written for the person who reads the roster. `who` is the
 * employee's "name surname"; positions are given by name; dates ('YYYY-MM-DD') are said with the
 * period's day words ('the 12th': dayWords.ts).
 */
import type { DayWord } from './dayWords';
import { counted, decimal, pluralOf } from './words';

export type ViolationReasons = ReturnType<typeof violationReasons>;

/** The sentences, saying dates with `on` (the period's dayWords). */
export const violationReasons = (on: DayWord) => ({
  unknownEmployee: (employeeId: string, date: string) => `Unknown employee ${employeeId} is rostered on ${on(date)}`,

  unknownDate: (who: string, date: string) => `${who} is rostered on ${on(date)}, outside the roster period`,

  unknownPosition: (who: string, positionId: string, date: string) =>
    `${who} is rostered on ${on(date)} on a position that is not on this shift (${positionId})`,

  duplicate: (who: string, date: string) => `${who} is rostered more than once on ${on(date)}`,

  /** Worked a position that is neither their own nor (with the reliever rule) one they relieve. */
  notQualified: (who: string, own: string, worked: string, date: string, relievesIt: boolean) =>
    relievesIt
      ? `${who} (${own}) is rostered as ${worked} on ${on(date)}, but cover by a reliever is not an assigned rule`
      : `${who} (${own}) is rostered as ${worked} on ${on(date)}, but ${pluralOf(own)} do not relieve ${pluralOf(worked)}`,

  overCapacity: (who: string, date: string, rostered: number, cap: number) =>
    `${who} is rostered on ${on(date)} beyond the day's ${counted(cap, 'place')} (${rostered} rostered)`,

  onLeave: (who: string, date: string) => `${who} is rostered on leave on ${on(date)}`,

  /** `what` is a weekday name or 'public holiday'. */
  excluded: (who: string, date: string, what: string) =>
    `${who} is rostered on ${on(date)}, a ${what} excluded for them`,

  /** `weekday` is the weekday's name when the whole weekday is unavailable, null for a date. */
  unavailable: (who: string, date: string, weekday: string | null) =>
    weekday === null
      ? `${who} is rostered on ${on(date)}, a day they are unavailable`
      : `${who} is rostered on ${on(date)}, a ${weekday} they are unavailable`,

  consecutive: (who: string, run: number, date: string, limit: number) =>
    `${who} works ${run} days in a row up to ${on(date)} (limit ${limit})`,

  rest: (who: string, date: string, off: number, minRest: number) =>
    `${who} works again on ${on(date)} after only ${counted(off, 'day')} off (needs ${minRest})`,

  /** Rostered on a day worked in another roster. */
  doubleBooked: (who: string, date: string, where: string) =>
    `${who} is rostered on ${on(date)} but works ${where} that day`,

  /** A shift overlapping one worked in another roster (e.g. across midnight). */
  overlapping: (who: string, date: string, where: string) =>
    `${who} is rostered on ${on(date)} while still working ${where}`,

  restHours: (who: string, date: string, hours: number, needed: number, where: string, otherFirst: boolean) =>
    `${who} is rostered on ${on(date)} with only ${counted(Number(decimal(hours)), 'hour')} of rest ${otherFirst ? 'after' : 'before'} ${where} (needs ${needed})`,

  /** A forbidden succession: this roster's day right after (or before) a day of the other shift. */
  succession: (who: string, date: string, where: string, otherFirst: boolean) =>
    `${who} is rostered on ${on(date)} the day ${otherFirst ? 'after' : 'before'} working ${where}, a succession they may not work`,

  /** A short rest between this roster's day and a day worked in another roster after it. */
  restBeforeElsewhere: (who: string, date: string, off: number, minRest: number) =>
    `${who} works on ${on(date)} and again in another roster after only ${counted(off, 'day')} off (needs ${minRest})`,

  /** Hours of every roster (`elsewhere` of them in other rosters) beyond the employee's limit. */
  maxHours: (who: string, hours: number, elsewhere: number, limit: number, over: number) =>
    `${who} works ${counted(Number(decimal(hours)), 'hour')}${elsewhere > 0 ? ` (${decimal(elsewhere)} in other rosters)` : ''}, over the ${decimal(limit)}-hour limit (${counted(over, 'day')} too many)`,

  minHours: (who: string, hours: number, elsewhere: number, limit: number, short: number) =>
    `${who} works ${counted(Number(decimal(hours)), 'hour')}${elsewhere > 0 ? ` (${decimal(elsewhere)} in other rosters)` : ''}, under the ${decimal(limit)}-hour minimum (${counted(short, 'day')} short)`,

  /** Weekends of every roster (`elsewhere` of them in other rosters) beyond the employee's limit: one per weekend over. */
  maxWeekends: (who: string, worked: number, elsewhere: number, limit: number) =>
    `${who} works ${counted(worked, 'weekend')}${elsewhere > 0 ? ` (${elsewhere} in other rosters)` : ''}, over the ${limit}-weekend limit`,

  /** A run of `length` days from `from` (every roster), shorter than the employee's minimum. */
  minConsecutiveDays: (who: string, from: string, length: number, min: number) =>
    `${who} works ${counted(length, 'day')} in a row from ${on(from)}, under their minimum of ${min}`,

  /** A rest of `length` days off from `from` (no roster) next to a day worked here, shorter than the employee's minimum. */
  minConsecutiveDaysOff: (who: string, from: string, length: number, min: number) =>
    `${who} has ${counted(length, 'day')} off in a row from ${on(from)}, under their minimum of ${min}`,

  /** Days of this shift beyond the employee's maximum for it. */
  maxShifts: (who: string, worked: number, limit: number) =>
    `${who} works ${counted(worked, 'shift')} of this shift, over the ${limit}-shift limit (${counted(worked - limit, 'day')} too many)`,

  hourTarget: (who: string, worked: number, target: number) =>
    `${who} works ${counted(worked, 'day')}, target ${target} (${Math.abs(worked - target)} ${worked < target ? 'short' : 'over'})`,

  /** The target left here once the hours worked in other rosters count (a decimal when they do not fill whole days). */
  hourTargetLeft: (who: string, worked: number, left: number, hoursElsewhere: number) =>
    `${who} works ${counted(worked, 'day')} here and ${counted(Number(decimal(hoursElsewhere)), 'hour')} in other rosters, target ${decimal(left)} days here (${decimal(Math.abs(worked - left))} ${worked < left ? 'short' : 'over'})`,

  fairSundays: (who: string, worked: number, mean: number) =>
    `${who} works ${counted(worked, 'Sunday or holiday', 'Sundays and holidays')}, more than the fair share of ${decimal(mean)}`,

  weekend: (who: string, saturday: string, sunday: string, worksSaturday: boolean) =>
    worksSaturday
      ? `${who} works Saturday ${on(saturday)} but not Sunday ${on(sunday)}`
      : `${who} works Sunday ${on(sunday)} but not Saturday ${on(saturday)}`,

  /** `cause`: why the engine could not grant it, when it knows. */
  requestOff: (who: string, date: string, weight: number, cause: string | null) =>
    `${who} works ${on(date)}, asked for it off (weight ${weight})${cause ? `: ${cause}` : ''}`,

  requestWork: (who: string, date: string, weight: number, cause: string | null) =>
    `${who} is off on ${on(date)}, asked to work it (weight ${weight})${cause ? `: ${cause}` : ''}`,

  relieverCover: (who: string, own: string, worked: string, date: string) =>
    `${who} (${own}) covers ${worked} on ${on(date)}`,

  overtime: (who: string, date: string, rostered: number, base: number) =>
    `${who} works overtime on ${on(date)} (${rostered} rostered for ${counted(base, 'regular place')})`,
});
