/**
 * Good inputs of the roster calls (Contract.rosters), on the run's own shift and roster
 * (rosterWorld.ts): reads of next month's roster, its calendar edits, publishing, cover and an
 * absence; new calculations of the two months after it (one shift, then the whole site).
 */
import { Contract, Status } from '../../../contract';
import { demo } from '../../harness';
import type { SuiteWorld } from '../world';
import type { Json } from '../../envelopeClient';
import type { ExampleTable } from './example';
import type { CalculatedRoster, RosterCell, RosterShift } from './rosterWorld';
import {
  assignedCells,
  calculatedRoster,
  editHead,
  monthStart,
  periodDays,
  rosterSettled,
  rosterShift,
} from './rosterWorld';

const R = Contract.rosters;

const refOf = ({ sftd, std, rstd }: CalculatedRoster) => ({ shftd: sftd, std, rstd });

/** A cell of the employee on another date (not assigned: emp_rld ''). */
const cellOn = (cell: RosterCell, entry_date: string): RosterCell => ({ ...cell, entry_date, emp_rld: '' });

function pick<T>(items: readonly T[], what: string): T {
  const [first] = items;
  if (first === undefined) throw new Error(`the run's roster has no ${what}`);
  return first;
}

/** Two assigned cells of different employees on different dates, each employee free on the other's date. */
async function swapPair(world: SuiteWorld, roster: CalculatedRoster): Promise<[RosterCell, RosterCell]> {
  const cells = await assignedCells(world, roster);
  const works = (empd: string, date: string) => cells.some((cell) => cell.empd === empd && cell.entry_date === date);
  const pairs = cells.flatMap((a) =>
    cells
      .filter((b) => b.empd !== a.empd && !works(a.empd, b.entry_date) && !works(b.empd, a.entry_date))
      .map((b) => [a, b] as [RosterCell, RosterCell]),
  );
  return pick(pairs, 'two cells to swap');
}

/** Every assigned cell with a date of the period its employee does not work. */
async function movesOf(world: SuiteWorld, roster: CalculatedRoster): Promise<[RosterCell, string][]> {
  const [cells, dates] = await Promise.all([assignedCells(world, roster), periodDays(world, roster)]);
  return cells.flatMap((cell) =>
    dates
      .filter((date) => !cells.some((other) => other.empd === cell.empd && other.entry_date === date))
      .map((date) => [cell, date] as [RosterCell, string]),
  );
}

/** The move payload of an assigned cell to a date its employee does not work. */
export const moveOf = (roster: CalculatedRoster, [source, date]: [RosterCell, string]) => ({
  ...editHead(roster),
  source_name: source.name,
  source_surname: '',
  source_empd: source.empd,
  source_entry_date: source.entry_date,
  target_data: cellOn(source, date),
});

/** The move payload of the first such cell. */
const movePayload = async (world: SuiteWorld, roster: CalculatedRoster) =>
  moveOf(roster, pick(await movesOf(world, roster), 'cell to move'));

/** Source dates a move tries before the cover example gives up. */
const COVER_TRIES = 12;

/**
 * An open place (the position on a date no one works) with at least one cover candidate, and the
 * best candidate. The calculation may leave places open because no one can take them (limits,
 * rest): then a move opens one, on the date its employee leaves.
 */
async function coverPlace(world: SuiteWorld, roster: CalculatedRoster) {
  const withCandidate = async (dates: readonly string[]) => {
    for (const entry_date of dates) {
      const place = { ...editHead(roster), entry_date, rld: roster.rld };
      const { candidates } = await world.ok(R.coverCandidates.path, place);
      if (candidates?.[0]) return { place, empd: String(candidates[0].empd) };
    }
    return undefined;
  };
  const [cells, dates] = await Promise.all([assignedCells(world, roster), periodDays(world, roster)]);
  const found = await withCandidate(dates.filter((date) => !cells.some((cell) => cell.entry_date === date)));
  if (found) return found;
  // Moves open places, one source date after another, until one has a candidate: which dates have
  // one depends on the roster the calculation found (its limits and rest), not on the first move.
  const tried = new Set<string>();
  for (let attempt = 0; attempt < COVER_TRIES; attempt++) {
    const next = (await movesOf(world, roster)).find(([cell]) => !tried.has(cell.entry_date));
    if (!next) break;
    const move = moveOf(roster, next);
    tried.add(move.source_entry_date);
    const moved = await world.client.call(R.move.path, move, await world.admin());
    if (moved.body?.status !== Status.OK) continue;
    const opened = await withCandidate([move.source_entry_date]);
    if (opened) return opened;
  }
  throw new Error("no open place of the run's roster has a cover candidate");
}

/** The run waits for the calculations a start answered OK (each with its shift). */
const awaitStarted =
  (started: (answer: Json, shift: RosterShift) => { roster_ref: string; sftd: string }[]) =>
  (answer: Json, world: SuiteWorld): void =>
    world.awaitLater(
      rosterShift(world).then((shift) =>
        Promise.all(
          started(answer, shift).map(({ roster_ref, sftd }) => rosterSettled(world, shift.std, sftd, roster_ref)),
        ),
      ),
    );

export const rosterExamples: ExampleTable = {
  [R.available.path]: {
    payload: async (world) => ({ clntd: demo.clients.acmeRetail.cntd, std: (await rosterShift(world)).std }),
  },
  [R.startCalculation.path]: {
    payload: async (world) => {
      const { std, sftd } = await rosterShift(world);
      return { std, sftd, start_date: monthStart(2, world.now()), roster_ref: '', recalculate: 0 };
    },
    afterOk: awaitStarted((answer, { sftd }) => [{ roster_ref: String(answer.roster_ref), sftd }]),
  },
  [R.startSiteCalculation.path]: {
    payload: async (world) => ({
      std: (await rosterShift(world)).std,
      start_date: monthStart(3, world.now()),
      recalculate: 0,
    }),
    afterOk: awaitStarted((answer) =>
      answer.site_rosters.filter((row: { status: string }) => row.status === Status.OK),
    ),
  },
  [R.periods.path]: {
    payload: async (world) => {
      const { sftd, std } = await calculatedRoster(world);
      return { shftd: sftd, std };
    },
  },
  [R.status.path]: { payload: async (world) => refOf(await calculatedRoster(world)) },
  [R.summary.path]: { payload: async (world) => refOf(await calculatedRoster(world)) },
  [R.statisticsDetails.path]: { payload: async (world) => refOf(await calculatedRoster(world)) },
  [R.details.path]: { payload: async (world) => ({ ...refOf(await calculatedRoster(world)), page_number: 1 }) },
  [R.swap.path]: {
    payload: async (world) => {
      const roster = await calculatedRoster(world);
      const [dropped, onto] = await swapPair(world, roster);
      return { ...editHead(roster), drpped_data: dropped, on_position_data: onto };
    },
  },
  [R.move.path]: { payload: async (world) => movePayload(world, await calculatedRoster(world)) },
  [R.pin.path]: {
    payload: async (world) => {
      const roster = await calculatedRoster(world);
      const cell = pick(await assignedCells(world, roster), 'assigned cell');
      return { ...editHead(roster), empd: cell.empd, entry_date: cell.entry_date, pinned: 1 };
    },
  },
  [R.publish.path]: { payload: async (world) => editHead(await calculatedRoster(world)) },
  [R.coverCandidates.path]: {
    payload: async (world) => (await coverPlace(world, await calculatedRoster(world))).place,
  },
  [R.assignCover.path]: {
    payload: async (world) => {
      const { place, empd } = await coverPlace(world, await calculatedRoster(world));
      return { ...place, empd };
    },
  },
  [R.markAbsent.path]: {
    payload: async (world) => {
      const roster = await calculatedRoster(world);
      const cell = pick(await assignedCells(world, roster), 'assigned cell');
      return { ...editHead(roster), empd: cell.empd, from_date: cell.entry_date, to_date: cell.entry_date };
    },
  },
};
