/**
 * An open shift of one suite run (issue 34): the run's linked employee ('d') and a colleague ('o') on a shift of their
 * own, next month's roster calculated and published; then the first open place My Times offers the linked employee.
 * When the calculation left none they may take, the colleague's days the linked employee is free are moved (as a
 * manager moves a day: its place is left open; an absence would be covered at once), one by one, until one is.
 */
import { Contract } from '../../../contract';
import type { SuiteWorld } from '../world';
import { moveOf, movesOf } from './rosterExamples';
import { assignedCells, editHead, monthStart, nextMonthRoster, staffedShift } from './rosterWorld';
import { linkedRunEmployee } from './selfServiceWorld';
import { runEmployee } from './setupWorld';

const M = Contract.myTimes;
/** Moves tried before the example gives up. */
const MOVE_TRIES = 12;
/** Room for more days than the month's share: the linked employee's hours do not keep them off an open place. */
const HOURS = { monthly_hours: 180, weekly_hours: 48, dailly_hours: 6 };

export interface OpenShiftClaim {
  std: string;
  sftd: string;
  roster_ref: string;
  entry_date: string;
  rld: string;
}

export const openShiftOfLinked = (world: SuiteWorld): Promise<OpenShiftClaim> =>
  world.once('openShift', async () => {
    const linked = await linkedRunEmployee(world, 'd');
    const colleague = await runEmployee(world, 'o');
    const name = `Open ${world.stamp}`;
    const abbr = `O${world.stamp.slice(0, 4).toUpperCase()}`;
    const shift = await staffedShift(world, name, abbr, [linked.empd, colleague], HOURS);
    const roster = await nextMonthRoster(world, shift);
    await world.ok(Contract.rosters.publish.path, editHead(roster));
    const span = { from_date: monthStart(1, world.now()), to_date: monthStart(2, world.now()) };
    const offered = async (): Promise<OpenShiftClaim | undefined> => {
      const reply = (await world.client.call(M.openShifts.path, span, linked.session)).body;
      if (reply?.status !== 'OK') throw new Error(`open shifts failed: ${JSON.stringify(reply)}`);
      const [first] = reply.open_shifts as {
        std: string;
        sftd: string;
        roster_ref: string;
        date: string;
        rld: string;
      }[];
      return first && { ...editHead(roster), entry_date: first.date, rld: first.rld };
    };
    const found = await offered();
    if (found) return found;
    // A move of the colleague's day (as a manager makes one) leaves its place open: tried day after day.
    const linkedWorks = new Set(
      (await assignedCells(world, roster)).filter((cell) => cell.empd === linked.empd).map((cell) => cell.entry_date),
    );
    const tried = new Set<string>();
    for (let attempt = 0; attempt < MOVE_TRIES; attempt++) {
      const next = (await movesOf(world, roster)).find(
        ([cell]) => cell.empd === colleague && !linkedWorks.has(cell.entry_date) && !tried.has(cell.entry_date),
      );
      if (!next) break;
      const move = moveOf(roster, next);
      tried.add(move.source_entry_date);
      const moved = await world.client.call(Contract.rosters.move.path, move, await world.admin());
      if (moved.body?.status !== 'OK') continue;
      const opened = await offered();
      if (opened) return opened;
    }
    throw new Error('no open place of the run is one its linked employee may take');
  });
