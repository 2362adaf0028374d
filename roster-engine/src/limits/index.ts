/** Employees' limits in the period (hours, weekends, days in a row), as this roster sees them. */
export { dayLimitsOf, NO_DAY_LIMITS } from './dayLimits';
export type { DayLimits } from './dayLimits';
export { periodWeekends, weekendLimitOf } from './weekendLimits';
export type { PeriodWeekends, WeekendLimit } from './weekendLimits';
export { forEachShortRun, minRunOf } from './runLimits';
