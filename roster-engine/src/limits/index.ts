/** Employees' limits in the period (hours, weekends), as days and weekends of this roster. */
export { dayLimitsOf, NO_DAY_LIMITS } from './dayLimits';
export type { DayLimits } from './dayLimits';
export { periodWeekends, weekendLimitOf } from './weekendLimits';
export type { PeriodWeekends, WeekendLimit } from './weekendLimits';
