/**
 * Why an employee is off a day (reasonOff), in words that take their subject: a count of employees
 * for an open place ('2 work the Night shift', '1 on leave') or one employee's pronoun for a note or a
 * request's cause ('he works the Night shift', 'she is at her 160-hour limit'). Every reason's
 * sentence is composed here.
 */
import type { Pronoun } from './words';
import { THEY, counted, decimal } from './words';

export interface OffReason {
  /** The same for the same reason: open places count employees by it. */
  readonly key: string;
  /** With a count of employees: '2 work the Night shift', '1 on leave'. */
  counted(n: number): string;
  /** With one employee's pronoun: 'he works the Night shift', 'she is on leave'. */
  of(pronoun: Pronoun): string;
}

/** A state: '2 on leave', 'he is on leave'; `words` gets the possessive ('their', 'his', 'her'). */
function state(words: (possessive: string) => string): OffReason {
  return {
    key: words(THEY.possessive),
    counted: (n) => `${n} ${words(THEY.possessive)}`,
    of: (pronoun) => `${pronoun.subject} ${pronoun.plural ? 'are' : 'is'} ${words(pronoun.possessive)}`,
  };
}

/** An action in the present tense: '1 works …', '2 work …', 'she works …'. */
function action(singular: string, plural: string, rest: string): OffReason {
  const verb = (many: boolean) => `${many ? plural : singular} ${rest}`;
  return {
    key: verb(true),
    counted: (n) => `${n} ${verb(n !== 1)}`,
    of: (pronoun) => `${pronoun.subject} ${verb(pronoun.plural)}`,
  };
}

export const offReasons = {
  unavailable: () => state(() => 'unavailable'),
  /** `weekdays`: the weekday's name in the plural ('Tuesdays'). */
  unavailableOn: (weekdays: string) => state(() => `unavailable on ${weekdays}`),
  /** Too close to a shift of another roster (`where`: 'the Night shift'). */
  resting: (where: string, after: boolean, neededHours: number) =>
    state(() => `resting ${after ? 'after' : 'before'} ${where} (${neededHours} hours needed)`),
  /** Works the day in another roster. */
  worksElsewhere: (where: string) => action('works', 'work', where),
  onLeave: () => state(() => 'on leave'),
  /** `what`: 'holidays' or a weekday's name in the plural. */
  excluded: (what: string) => state(() => `excluded on ${what}`),
  /** Works another position of this roster that day. */
  worksAs: (position: string) => action('works', 'work', `as ${position}`),
  /** At their maximum hours: takes no further day. */
  hourLimit: (maxHours: number) => state((their) => `at ${their} ${decimal(maxHours)}-hour limit`),
  /** At their maximum weekends: takes no further weekend. */
  weekendLimit: (maxWeekends: number) => state((their) => `at ${their} ${maxWeekends}-weekend limit`),
  /** A minimum of days in a row: takes no day that would make a run too short. */
  runLimit: (minDays: number) => action('needs', 'need', `${minDays} days in a row`),
  /** A minimum of days off in a row: takes no day that would make a rest too short. */
  restLimit: (minDaysOff: number) => action('needs', 'need', `${minDaysOff} days off in a row`),
  /** At their maximum of this shift: takes no further day. */
  shiftLimit: (maxShifts: number) => state((their) => `at ${their} ${maxShifts}-shift limit`),
  /** Works a shift of another roster the day before (or after) that this shift may not follow (or precede). */
  successionElsewhere: (where: string, before: boolean) =>
    action('works', 'work', `${where} the day ${before ? 'before' : 'after'}`),
  /** The shift's maximum of consecutive days. */
  dayLimit: (maxConsecutive: number) => state((their) => `at ${their} ${maxConsecutive}-day limit`),
  restDays: (minRest: number) => state(() => `resting (${minRest} days off needed)`),
  dayFull: (cap: number) => state(() => `kept off because the day is full (${counted(cap, 'place')})`),
};
