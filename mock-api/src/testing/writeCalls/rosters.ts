/**
 * The roster write calls (ROSTER form, spec 002 section 6): start a calculation and publish (ours)
 * with right 9, the calendar's swap and move (right 11 'Adjust rosters'; 9 opens them too), all on a
 * site whose isCreate is 1. The site's operations manager may make them on her site.
 */
import { FormId, Paths, RightId } from '../../contract';
import { putRoster, resultOf, shiftWithPositions, weekModel } from '../../rosters/views/testing/storedRoster';
import { calculableShift, SITE } from './shiftSetup';
import type { WriteCall, WriteCallWorld } from './types';

const roster = (rightId: number) => ({ formId: FormId.ROSTER, rightId });
/** Mon … Sun of the stored week roster (storedRoster's weekModel). */
const DAY = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'] as const;

/** A Successful week roster of a new demo-site shift, put in the store: the edit payload's head and a cell maker. */
export async function weekRoster({ server, admin }: WriteCallWorld) {
  const { sftd, rlds } = await shiftWithPositions(admin, [
    { name: 'Guard', abbr: 'GRD' },
    { name: 'Supervisor', abbr: 'SUP' },
  ]);
  const { model, assignments, emds } = weekModel(server, rlds);
  const record = await putRoster(server, { sftd, std: SITE, model, result: resultOf(model, assignments) });
  const cell = (e: number, d: number) => ({
    name: model.employees[e]!.name,
    empd: emds[e]!,
    entry_date: DAY[d]!,
    emp_rld: '',
    gender: model.employees[e]!.gender,
  });
  return { edit: { std: SITE, sftd, roster_ref: record.rstd }, cell, record, emds };
}

export const rosterWriteCalls: readonly WriteCall[] = [
  {
    name: 'roster start calculation',
    path: Paths.rosters.startCalculation,
    right: roster(RightId.ROSTER_CREATE),
    ops: true,
    payload: async (world) => ({
      std: SITE,
      sftd: await calculableShift(world),
      start_date: '2026-04-01',
      roster_ref: '',
      recalculate: 0,
    }),
  },
  {
    name: 'site roster calculation',
    path: Paths.rosters.startSiteCalculation,
    right: roster(RightId.ROSTER_CREATE),
    ops: true,
    payload: async (world) => {
      await calculableShift(world);
      return { std: SITE, start_date: '2026-04-01', recalculate: 0 };
    },
  },
  {
    name: 'roster swap',
    path: Paths.rosters.swap,
    right: roster(RightId.ROSTER_ADJUST),
    ops: true,
    payload: async (world) => {
      const { edit, cell } = await weekRoster(world);
      // Thabo's Friday for Nomvula's Sunday (both free the other day).
      return { ...edit, drpped_data: cell(0, 4), on_position_data: cell(3, 6) };
    },
  },
  {
    name: 'roster publish',
    path: Paths.rosters.publish,
    right: roster(RightId.ROSTER_CREATE),
    ops: true,
    payload: async (world) => (await weekRoster(world)).edit,
  },
  {
    name: 'roster move',
    path: Paths.rosters.move,
    right: roster(RightId.ROSTER_ADJUST),
    ops: true,
    payload: async (world) => {
      const { edit, cell } = await weekRoster(world);
      // The second supervisor's Saturday to her (empty) Sunday.
      return {
        ...edit,
        source_name: '',
        source_surname: '',
        source_empd: cell(5, 5).empd,
        source_entry_date: DAY[5],
        target_data: cell(5, 6),
      };
    },
  },
];
