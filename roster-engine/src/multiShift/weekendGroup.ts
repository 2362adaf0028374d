/**
 * A window and group for the exact window move (windowMip.ts) aimed at a cover line short on a weekend day. On
 * Instance13 every short shift is on a Saturday or Sunday, every employee works their most weekends, a fifth of the
 * weekends worked are one day only and nearly everyone is within a shift of their most minutes: a short weekend
 * shift can only go to someone who already works the other day of that weekend (no weekend to spare), who then
 * gives up a weekday shift (no minutes to spare) to someone with minutes left. So the group is those three kinds:
 * the employees who work the other day of the weekend and may work the short type, the employees with the most
 * minutes left, and others who may work the short type; the window is the week (or weeks) ending on that weekend.
 */
import type { MsRoster } from './model';
import type { Random } from './random';
import type { LineContext } from './rowDp';
import type { MipWindow } from './windowMip';

/** A group's share of employees who work the other day of the short line's weekend, and of the roomiest. */
const OTHER_DAY_SHARE = 0.4;
const ROOMY_SHARE = 0.3;

/** Minutes each employee may still add to their line. */
export function minutesLeft(ctx: LineContext, roster: MsRoster): number[] {
  const { model } = ctx;
  return roster.map(
    (line, e) =>
      model.employees[e]!.maxMinutes - line.reduce((t, s) => t + (s < 0 ? 0 : model.shiftTypes[s]!.minutes), 0),
  );
}

/**
 * Around a randomly chosen cover line short on a weekend day: `length` days ending on that weekend's last day (or
 * starting on the horizon's first), and a group of as many employees as keep the programme near `cells` cells
 * (staff x days x types). Null when no weekend cover line is short.
 */
export function pickWeekendWindow(
  ctx: LineContext,
  roster: MsRoster,
  counts: Int32Array,
  length: number,
  cells: number,
  random: Random,
): MipWindow | null {
  const { model } = ctx;
  const H = model.days.length;
  const S = model.shiftTypes.length;
  const E = model.employees.length;
  const short: number[] = [];
  model.cover.forEach((c, i) => {
    if (counts[i]! < c.requirement && ctx.weekendDay[c.day]! > 0) short.push(i);
  });
  if (!short.length) return null;
  const { day, shift } = model.cover[short[random.int(short.length)]!]!;
  const L = Math.min(H, length);
  const staff = Math.min(E, Math.max(2, Math.floor(cells / (L * S))));
  const other = ctx.weekendDay[day] === 1 ? day + 1 : day - 1;
  const end = Math.min(H - 1, Math.max(day, other));
  const a = Math.max(0, end - L + 1);
  const b = a + L - 1;
  const type = model.shiftTypes[shift]!.id;
  const all = model.employees.map((_, e) => e);
  const able = all.filter(
    (e) =>
      model.employees[e]!.maxShifts[type] !== 0 &&
      !model.employees[e]!.daysOff.includes(day) &&
      !model.employees[e]!.blockedCells?.includes(day * S + shift) &&
      roster[e]![day]! < 0,
  );
  const otherDay = able.filter((e) => other >= 0 && other < H && ctx.weekendDay[other]! > 0 && roster[e]![other]! >= 0);
  const group = random.pick(otherDay, Math.max(1, Math.round(staff * OTHER_DAY_SHARE)));
  const left = minutesLeft(ctx, roster);
  const roomy = all
    .filter((e) => !group.includes(e))
    .sort((x, y) => left[y]! - left[x]! || x - y)
    .slice(0, Math.max(1, Math.round(staff * ROOMY_SHARE)) * 2);
  group.push(...random.pick(roomy, Math.max(1, Math.round(staff * ROOMY_SHARE))));
  const rest = (from: number[]): number[] => from.filter((e) => !group.includes(e));
  group.push(...random.pick(rest(able), staff - group.length));
  group.push(...random.pick(rest(all), staff - group.length));
  return { group, a, b };
}
