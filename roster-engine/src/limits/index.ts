/** Employees' limits in the period (hours), as days of this roster. */
export { dayLimitsOf, NO_DAY_LIMITS } from './dayLimits';
export type { DayLimits } from './dayLimits';
