/**
 * A window and group for the exact window move (windowMip.ts): the days of one weekend with a short cover line, and
 * the employees who work that weekend. On Instance23 every short shift is on a weekend, everyone works their most
 * weekends, and the one-day weekends meet the short line's day with a type it may not follow or precede (a Saturday
 * night before a short Sunday day shift): a short shift is taken only when several of the weekend's workers change
 * their weekend types together (one's Sunday to an excess type, another's from it to the short one), which no line,
 * chain or week programme of a few employees finds. Only the weekend's days are free, so the programme is small
 * (Instance23: about 50 employees, under 1,000 cells, a few tenths of a second) and the weekdays, minutes and runs
 * around it stay exact as constants. From a 60 s roster of Instance23 (27,952), one such programme per weekend took
 * it to 24,677 in 20 s; over the weekend and the days either side (four days), 23,297 in 150 s.
 */
import type { MsRoster } from './model';
import { weekendsOf } from './model';
import type { Random } from './random';
import type { LineContext } from './rowDp';
import type { MipWindow } from './windowMip';

/** The cover lines short of their requirement on a weekend day. */
function shortWeekendLines(ctx: LineContext, counts: Int32Array): number[] {
  const short: number[] = [];
  ctx.model.cover.forEach((c, i) => {
    if (counts[i]! < c.requirement && ctx.weekendDay[c.day]! > 0) short.push(i);
  });
  return short;
}

/**
 * Around a randomly chosen cover line short on a weekend day (else a random weekend): that weekend's days, and as
 * many of the employees who work either day (in random order) as keep the programme near `cells` cells (staff x
 * days x types). Null when the model has no weekend or nobody works the one chosen.
 */
export function pickWeekendWorkers(
  ctx: LineContext,
  roster: MsRoster,
  counts: Int32Array,
  cells: number,
  random: Random,
): MipWindow | null {
  const { model } = ctx;
  const weekends = weekendsOf(model.days);
  if (!weekends.length) return null;
  const short = shortWeekendLines(ctx, counts);
  const day = short.length ? model.cover[short[random.int(short.length)]!]!.day : -1;
  const weekend = weekends.find((days) => days.includes(day)) ?? weekends[random.int(weekends.length)]!;
  const workers = model.employees.map((_, e) => e).filter((e) => weekend.some((d) => roster[e]![d]! >= 0));
  if (!workers.length) return null;
  const staff = Math.max(2, Math.floor(cells / (weekend.length * model.shiftTypes.length)));
  return { group: random.pick(workers, staff), a: weekend[0]!, b: weekend[weekend.length - 1]! };
}

/**
 * Two weekends decided together: one with a short cover line, and one of the three with the most to spare (twice
 * its workers less its demand), for the employees who work the second and not the first (who may move to the
 * first, at their most weekends) and those who work the first, about `cells` cells. A weekend's workers are fixed
 * by the weekend limits when it is decided alone: on Instance23 some weekends have 39 workers for a demand of 81,
 * others 53 for 91.
 */
export function pickWeekendPair(
  ctx: LineContext,
  roster: MsRoster,
  counts: Int32Array,
  cells: number,
  random: Random,
): MipWindow | null {
  const { model } = ctx;
  const weekends = weekendsOf(model.days);
  if (weekends.length < 2) return null;
  const short = shortWeekendLines(ctx, counts);
  if (!short.length) return null;
  const shortDay = model.cover[short[random.int(short.length)]!]!.day;
  const first = weekends.findIndex((days) => days.includes(shortDay));
  const works = (e: number, w: number): boolean => weekends[w]!.some((d) => roster[e]![d]! >= 0);
  const all = model.employees.map((_, e) => e);
  const demand = new Array<number>(weekends.length).fill(0);
  model.cover.forEach((c) => {
    const w = ctx.weekendDay[c.day]! > 0 ? weekends.findIndex((days) => days.includes(c.day)) : -1;
    if (w >= 0) demand[w] = demand[w]! + c.requirement;
  });
  const spare = weekends.map((days, w) => all.filter((e) => works(e, w)).length * days.length - demand[w]!);
  const others = weekends.map((_, w) => w).filter((w) => w !== first);
  others.sort((x, y) => spare[y]! - spare[x]! || x - y);
  const second = random.pick(others.slice(0, 3), 1)[0]!;
  const days = weekends[first]!.length + weekends[second]!.length;
  const staff = Math.max(2, Math.floor(cells / (days * model.shiftTypes.length)));
  const movers = all.filter((e) => works(e, second) && !works(e, first));
  const group = random.pick(movers, Math.ceil(staff / 2));
  group.push(
    ...random.pick(
      all.filter((e) => works(e, first)),
      staff - group.length,
    ),
  );
  const [a, b] = [weekends[first]![0]!, weekends[first]!.at(-1)!];
  return { group, a, b, also: { a: weekends[second]![0]!, b: weekends[second]!.at(-1)! } };
}
