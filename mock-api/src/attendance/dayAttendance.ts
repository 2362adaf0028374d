/**
 * What one employee's clock records at a site say about a day (issue 20), against the shift the
 * published roster gives them that day, if any. Times are the site's wall clock ('YYYY-MM-DDTHH:MM',
 * as the kiosk at the site saw them), on the roster engine's time line (shiftTimes.ts), so a night
 * shift that ends the next morning is one shift.
 *
 * A rostered shift, once its clock-ins are matched (from CLOCK_IN_EARLY_MINUTES before its start to
 * its end):
 *  - present: clocked in; late as well when the first clock-in is more than GRACE_MINUTES after the
 *    start, early leave as well when the last clock-out is more than GRACE_MINUTES before the end;
 *    no clock-out once the shift has ended is told (missingOut), and the clocked time stops at the
 *    shift's end then;
 *  - absent: no clock-in and the shift has ended;
 *  - expected: no clock-in yet and the shift has not ended (nothing is decided).
 * Clock-ins of the day that no rostered shift takes are unrostered work: told apart, with their time.
 * Worked minutes pair each clock-in with the next clock-out (a second clock-in before a clock-out
 * is a repeat and ignored; a clock-out with no clock-in before it counts nothing). For a rostered
 * shift they count from its start (arriving early is not worked time) to the clock-out (staying
 * late is: the timesheet shows it against the rostered minutes).
 */
import { dateTimeOf, minutesOf, shiftInterval } from '@times/roster-engine';
import type { Interval } from '@times/roster-engine';

/** Minutes a clock-in may come before the shift's start and still be for it. */
export const CLOCK_IN_EARLY_MINUTES = 120;
/** Minutes late or early that still count as on time. */
export const GRACE_MINUTES = 5;

export type ClockKind = 'in' | 'out';

export interface Clock {
  kind: ClockKind;
  /** The site's wall clock, 'YYYY-MM-DDTHH:MM'. */
  at: string;
}

export interface RosteredShift {
  /** The roster day, YYYY-MM-DD. */
  date: string;
  /** 'HH:MM'; an end at or before the start is the next day. */
  start: string;
  end: string;
}

export type DayStatus = 'present' | 'absent' | 'expected';

export interface ShiftAttendance {
  status: DayStatus;
  late: boolean;
  earlyLeave: boolean;
  /** Present, the shift has ended and the last clock record is a clock-in. */
  missingOut: boolean;
  /** The shift's own length and the time clocked for it, in minutes. */
  rosteredMinutes: number;
  workedMinutes: number;
  /** The first clock-in and the last clock-out taken for the shift ('' for none). */
  firstIn: string;
  lastOut: string;
}

export interface WorkSpan {
  from: string;
  /** '' while clocked in. */
  to: string;
  minutes: number;
}

/** The clock records in time order (records of one minute: in before out). */
const inOrder = (clocks: readonly Clock[]): Clock[] =>
  clocks
    .filter((clock) => Number.isFinite(minutesOf(clock.at)))
    .sort((a, b) => minutesOf(a.at) - minutesOf(b.at) || (a.kind === b.kind ? 0 : a.kind === 'in' ? -1 : 1));

/** In/out pairs: each clock-in to the next clock-out, open (to = null) when none follows. */
function spansOf(clocks: readonly Clock[]): { from: number; to: number | null }[] {
  const spans: { from: number; to: number | null }[] = [];
  let open: number | null = null;
  for (const clock of inOrder(clocks)) {
    const at = minutesOf(clock.at);
    if (clock.kind === 'in') {
      open ??= at;
    } else if (open !== null) {
      spans.push({ from: open, to: at });
      open = null;
    }
  }
  if (open !== null) spans.push({ from: open, to: null });
  return spans;
}

/** The window whose clock-ins are for the shift: from CLOCK_IN_EARLY_MINUTES before its start to its end. */
export function shiftWindow(shift: RosteredShift): Interval & { start: number } {
  const { from, to } = shiftInterval(shift.date, { start: shift.start, end: shift.end });
  return { start: from, from: from - CLOCK_IN_EARLY_MINUTES, to };
}

/** The attendance of a rostered shift from the employee's clock records, `now` on the site's wall clock. */
export function shiftAttendance(shift: RosteredShift, clocks: readonly Clock[], now: string): ShiftAttendance {
  const window = shiftWindow(shift);
  const rosteredMinutes = window.to - window.start;
  const ended = minutesOf(now) >= window.to;
  const spans = spansOf(clocks).filter((span) => span.from >= window.from && span.from < window.to);
  const none = {
    late: false,
    earlyLeave: false,
    missingOut: false,
    rosteredMinutes,
    workedMinutes: 0,
    firstIn: '',
    lastOut: '',
  };
  if (spans.length === 0) return { status: ended ? 'absent' : 'expected', ...none };
  const first = spans[0]!;
  const last = spans[spans.length - 1]!;
  const missingOut = ended && last.to === null;
  const workedMinutes = spans.reduce((sum, span) => {
    const to = span.to ?? (ended ? window.to : Math.min(minutesOf(now), window.to));
    return sum + Math.max(0, to - Math.max(span.from, window.start));
  }, 0);
  return {
    status: 'present',
    late: first.from > window.start + GRACE_MINUTES,
    earlyLeave: last.to !== null && last.to < window.to - GRACE_MINUTES,
    missingOut,
    rosteredMinutes,
    workedMinutes,
    firstIn: dateTimeOf(first.from),
    lastOut: last.to === null ? '' : dateTimeOf(last.to),
  };
}

/**
 * Work clocked on `date` (spans starting that day) that none of the rostered shifts takes: the
 * unrostered work of the day, `now` closing a span still open.
 */
export function unrosteredWork(
  date: string,
  shifts: readonly RosteredShift[],
  clocks: readonly Clock[],
  now: string,
): WorkSpan[] {
  const windows = shifts.map(shiftWindow);
  const dayStart = minutesOf(date);
  const taken = (at: number) => windows.some((window) => at >= window.from && at < window.to);
  return spansOf(clocks)
    .filter((span) => span.from >= dayStart && span.from < dayStart + 1_440 && !taken(span.from))
    .map((span) => {
      const to = span.to ?? minutesOf(now);
      return {
        from: dateTimeOf(span.from),
        to: span.to === null ? '' : dateTimeOf(span.to),
        minutes: Math.max(0, to - span.from),
      };
    });
}
