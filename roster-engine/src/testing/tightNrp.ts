/**
 * Test support of the long search's tests: a small NRP instance whose employees' minutes are all but fixed
 * (the shape of the large benchmark instances' hard part), and a check that a roster is priced by the independent
 * checker (nrp/checkRoster.ts) at the objective the search kept, with no hard violation.
 */
import { checkRoster } from '../nrp/checkRoster';
import { msRosterToNrp } from '../nrp/multiShiftAdapter';
import type { NrpInstance } from '../nrp/model';
import { looseStaff, tiny } from '../nrp/tinyInstance';
import type { MsRoster, MultiShiftModel } from '../multiShift/model';

/** A spread of small weights (0-12) by day. */
export const weightOf = (n: number): number => (7919 + n * 104729) % 13;

type Limits = Parameters<typeof looseStaff>[1];

/**
 * Five employees A, B, C, E and F with `tight` minutes (B and C with per-type limits `maxB` and `maxC`, E and F
 * with their own changes), the same days off and requests, and a Day cover of 3-4 and a Night of 1 every day.
 */
export function tightInstance(
  horizon: number,
  tight: Limits,
  staff: { maxB: string; maxC: string; e: Limits; f: Limits },
): NrpInstance {
  return tiny({
    horizon,
    staff: [
      looseStaff('A', tight),
      looseStaff('B', { ...tight, max: staff.maxB }),
      looseStaff('C', { ...tight, max: staff.maxC }),
      looseStaff('E', { ...tight, ...staff.e }),
      looseStaff('F', { ...tight, ...staff.f }),
    ],
    daysOff: ['A,3', 'E,10,11', 'F,17'],
    on: ['A,1,N,3', 'C,3,N,2', 'B,5,D,5', 'F,14,D,2', 'E,18,N,4'],
    off: ['B,8,D,3', 'C,15,N,2', 'F,12,D,4'],
    cover: Array.from({ length: horizon }, (_, d) => [
      `${d},D,${3 + (weightOf(d) % 2)},100,1`,
      `${d},N,1,${60 + weightOf(d + 1) * 5},1`,
    ]).flat(),
  });
}

/** Expects the checker to find no hard violation in `roster` and to price it at `objective`. */
export const expectPricedBy =
  (instance: NrpInstance, model: MultiShiftModel) =>
  (roster: MsRoster, objective: number): void => {
    const check = checkRoster(instance, msRosterToNrp(model, roster));
    expect(check.violations).toEqual([]);
    expect(check.objective).toBe(objective);
  };

/**
 * The 28-day tight instance the chain and swap tests share: minutes within one shift of a fixed total (7,680-8,160:
 * 16-17 shifts of 480, 13-14 of 600), cover about what they give, B and C with per-type limits, E a shorter run and
 * F a weekend more.
 */
export const tight28 = (): NrpInstance =>
  tightInstance(
    28,
    { minMin: '7680', maxMin: '8160', minCons: '2', maxCons: '5', minOff: '2', weekends: '3' },
    { maxB: 'D=21|N=3', maxC: 'D=0|N=21', e: { maxCons: '4' }, f: { weekends: '4' } },
  );
