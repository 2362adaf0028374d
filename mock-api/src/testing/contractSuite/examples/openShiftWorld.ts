/**
 * An open shift of one suite run (issue 34): a linked employee of its own ('k', with no limits of its own) and a
 * colleague ('o') on a shift of their own with the hour targets as its one rule (no run or rest rule, so taking one
 * more free day keeps every rule), next month's roster calculated and published; then the first open place My Times
 * offers the linked employee. When the calculation left none, a day of the colleague's that the employee is free is
 * moved (as a manager moves a day: its place is left open, where an absence would be covered at once).
 */
import { Contract } from '../../../contract';
import type { RequestSession } from '../../../contract';
import type { SuiteWorld } from '../world';
import { moveOf } from './rosterExamples';
import { assignedCells, editHead, monthStart, nextMonthRoster, periodDays, staffedShift } from './rosterWorld';
import { linkedRunEmployee } from './selfServiceWorld';
import { runEmployee } from './setupWorld';

const M = Contract.myTimes;
/**
 * Twenty days' hours each for a month of one place a day: the two cannot both reach their targets, so the
 * calculation shares the days and each keeps room for one more.
 */
const HOURS = { monthly_hours: 120, weekly_hours: 42, dailly_hours: 6 };
/** The hour targets alone (roster-engine/src/rules/catalogue.ts). */
const RULES = [5];
const LINKED = 'k';

export interface OpenShiftClaim {
  std: string;
  sftd: string;
  roster_ref: string;
  entry_date: string;
  rld: string;
}

/** The session of the employee the open shift is offered to. */
export const openShiftEmployeeSession = async (world: SuiteWorld): Promise<RequestSession> =>
  (await linkedRunEmployee(world, LINKED)).session;

export const openShiftOfLinked = (world: SuiteWorld): Promise<OpenShiftClaim> =>
  world.once('openShift', async () => {
    const linked = await linkedRunEmployee(world, LINKED);
    const colleague = await runEmployee(world, 'o');
    const name = `Open ${world.stamp}`;
    const abbr = `O${world.stamp.slice(0, 4).toUpperCase()}`;
    const shift = await staffedShift(world, name, abbr, [linked.empd, colleague], HOURS, RULES);
    const roster = await nextMonthRoster(world, shift);
    await world.ok(Contract.rosters.publish.path, editHead(roster));
    const span = { from_date: monthStart(1, world.now()), to_date: monthStart(2, world.now()) };
    const offered = async (): Promise<OpenShiftClaim | undefined> => {
      const reply = (await world.client.call(M.openShifts.path, span, linked.session)).body;
      if (reply?.status !== 'OK') throw new Error(`open shifts failed: ${JSON.stringify(reply)}`);
      const [first] = reply.open_shifts as { date: string; rld: string }[];
      return first && { ...editHead(roster), entry_date: first.date, rld: first.rld };
    };
    const found = await offered();
    if (found) return found;
    const cells = await assignedCells(world, roster);
    const works = (empd: string, date: string) => cells.some((cell) => cell.empd === empd && cell.entry_date === date);
    const dates = await periodDays(world, roster);
    for (const cell of cells.filter((one) => one.empd === colleague && !works(linked.empd, one.entry_date))) {
      const free = dates.find((date) => !works(colleague, date));
      if (!free) break;
      const moved = await world.client.call(
        Contract.rosters.move.path,
        moveOf(roster, [cell, free]),
        await world.admin(),
      );
      if (moved.body?.status !== 'OK') continue;
      const opened = await offered();
      if (opened) return opened;
    }
    throw new Error('no open place of the run is one its linked employee may take');
  });

/**
 * A day of the linked employee's on the run's published roster (swap partners asked for it). The open shift's world
 * first, so its roster is there; a day from the roster's first, whichever the claim's example left.
 */
export async function swapDayOfLinked(world: SuiteWorld): Promise<Omit<OpenShiftClaim, 'rld'>> {
  const { std, sftd, roster_ref } = await openShiftOfLinked(world);
  const linked = await linkedRunEmployee(world, LINKED);
  const cells = await assignedCells(world, { std, sftd, rstd: roster_ref, rld: '', empds: [] });
  const mine = cells.find((cell) => cell.empd === linked.empd);
  if (!mine) throw new Error('the linked employee has no day on the run roster');
  return { std, sftd, roster_ref, entry_date: mine.entry_date };
}
