/**
 * A clock-in or clock-out at a site's kiosk, decided inside the store's write on its newest state:
 * only an active employee on a shift of the site may clock there; a record the kiosk sends again
 * (the same ref, e.g. from its offline queue) is recorded once. A clock-in is for the employee's
 * rostered shift whose window takes it (dayAttendance.ts shiftWindow), and makes that roster day
 * present at once; a clock-out is for the shift of the clock-in before it. Absences are decided
 * once a shift has ended (settleAttendance.ts).
 */
import { minutesOf } from '@times/roster-engine';
import { addDays } from '../employees/days';
import type { ClockRecord, DbState } from '../store/types';
import { nextId } from '../store/types';
import { newestOf } from '../store/mutation';
import { GRACE_MINUTES, shiftWindow } from './dayAttendance';
import { writeDay } from './dayRecords';
import { siteShiftDays } from './rosteredShifts';
import type { SiteShiftDay } from './rosteredShifts';

/**
 * A clock-in stays open this long: a clock-out is for the shift of a clock-in at most this long
 * before it, and the kiosk offers a clock-out only then (a forgotten clock-out does not make the
 * next day's arrival a clock-out).
 */
export const OPEN_CLOCK_IN_MINUTES = 16 * 60;

export type NewClock = Omit<ClockRecord, 'id' | 'sftd'>;

export type ClockOutcome =
  | { status: 'recorded'; record: ClockRecord; shift: string; late: 0 | 1 }
  /** No active employee of the app with that emd is on a shift of the site. */
  | { status: 'not-on-site' };

/** Whether `emd` is an active employee of the app on a shift of site `std`. */
export const isSiteEmployee = (
  state: Pick<DbState, 'employees' | 'shift_employees'>,
  appId: string,
  std: string,
  emd: string,
): boolean =>
  state.employees.some((employee) => employee.app_id === appId && employee.emd === emd && employee.user_status === 0) &&
  state.shift_employees.some((record) => record.app_id === appId && record.std === std && record.emd === emd);

/** The rostered shift day whose clock-in window takes `at`. */
function shiftTaking(days: readonly SiteShiftDay[], at: string): SiteShiftDay | undefined {
  const minute = minutesOf(at);
  return days.find((day) => {
    const window = shiftWindow(day);
    return minute >= window.from && minute < window.to;
  });
}

/** The employee's last clock record at the site before `at`. */
function lastBefore(state: Pick<DbState, 'clock_records'>, clock: NewClock): ClockRecord | undefined {
  let last: ClockRecord | undefined;
  for (const record of state.clock_records) {
    if (record.app_id !== clock.app_id || record.std !== clock.std || record.emd !== clock.emd) continue;
    if (record.at > clock.at) continue;
    if (!last || record.at > last.at || (record.at === last.at && record.id > last.id)) last = record;
  }
  return last;
}

const lateOf = (day: SiteShiftDay | undefined, clock: NewClock): 0 | 1 =>
  clock.kind === 'in' && day && minutesOf(clock.at) > shiftWindow(day).start + GRACE_MINUTES ? 1 : 0;

export function recordClock(draft: DbState, clock: NewClock): ClockOutcome {
  // What the write holds now (an earlier change of the same write included), read without a draft of each record.
  const newest = {
    rosters: newestOf(draft.rosters),
    shifts: newestOf(draft.shifts),
    clock_records: newestOf(draft.clock_records),
    employees: newestOf(draft.employees),
    shift_employees: newestOf(draft.shift_employees),
  };
  const date = clock.at.slice(0, 10);
  const days = siteShiftDays(newest, clock.app_id, clock.std, addDays(date, -1), addDays(date, 1), clock.emd);
  const dayOf = (record: ClockRecord) =>
    days.find((day) => day.sftd === record.sftd && (record.kind === 'out' || shiftTaking([day], record.at) === day));
  const again = newest.clock_records.find((record) => record.app_id === clock.app_id && record.ref === clock.ref);
  if (again) {
    const day = dayOf(again);
    return { status: 'recorded', record: { ...again }, shift: day?.shift ?? '', late: lateOf(day, again) };
  }
  if (!isSiteEmployee(newest, clock.app_id, clock.std, clock.emd)) return { status: 'not-on-site' };
  let day: SiteShiftDay | undefined;
  if (clock.kind === 'in') day = shiftTaking(days, clock.at);
  else {
    const before = lastBefore(newest, clock);
    const open =
      before?.kind === 'in' && before.sftd && minutesOf(clock.at) - minutesOf(before.at) <= OPEN_CLOCK_IN_MINUTES;
    day = open ? dayOf(before) : undefined;
  }
  const record: ClockRecord = { id: nextId(draft.clock_records), ...clock, sftd: day?.sftd ?? '' };
  draft.clock_records.push(record);
  if (clock.kind === 'in' && day)
    writeDay(draft, { appId: clock.app_id, emd: clock.emd, day: day.date, present: 1, std: clock.std, sftd: day.sftd });
  return { status: 'recorded', record: { ...record }, shift: day?.shift ?? '', late: lateOf(day, clock) };
}
