export { violationReasons } from './violationReasons';
export { uncoveredExplainer } from './uncoveredReasons';
export type { ShortDay } from './uncoveredReasons';
export { fullName, pluralOf, counted, weekdayName, decimal, WEEKDAY_NAMES } from './words';
export { availabilityNotes, noteWords } from './availabilityNotes';
export type { AvailabilityNote } from './availabilityNotes';
