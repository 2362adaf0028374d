/** Employees' limits in the period (hours and shifts, weekends, days in a row, days off in a row), as this roster sees them. */
export { dayLimitsOf, NO_DAY_LIMITS } from './dayLimits';
export type { DayLimits } from './dayLimits';
export { periodWeekends, weekendLimitOf } from './weekendLimits';
export type { PeriodWeekends, WeekendLimit } from './weekendLimits';
export { forEachShortRun, minRunOf } from './runLimits';
export { forEachShortRest, minRestOf } from './restLimits';
