/**
 * Test support of the window moves' tests (windowMoves.ts, windowMip.ts): four weeks of five employees with
 * loose limits, days off and requests, and a Day and a Night cover whose weights vary by day, so that a window's
 * choice has something to gain.
 */
import type { NrpInstance } from '../nrp/model';
import { looseStaff, tiny } from '../nrp/tinyInstance';
import { weightOf as weight } from './tightNrp';

export const WINDOW_HORIZON = 28;

export const windowInstance = (): NrpInstance =>
  tiny({
    horizon: WINDOW_HORIZON,
    staff: [
      looseStaff('A', { minCons: '2', maxCons: '4', minOff: '2', weekends: '2', minMin: '7200', maxMin: '9600' }),
      looseStaff('B', { minCons: '2', maxCons: '5', minOff: '2', weekends: '3', minMin: '7680', max: 'D=28|N=4' }),
      looseStaff('C', { minCons: '3', maxCons: '5', minOff: '2', weekends: '2', minMin: '6720', max: 'D=0|N=28' }),
      looseStaff('E', { minCons: '2', maxCons: '3', minOff: '3', weekends: '2', minMin: '5760' }),
      looseStaff('F', { minCons: '2', maxCons: '5', minOff: '2', weekends: '4', minMin: '8160', maxMin: '9600' }),
    ],
    daysOff: ['A,3,4', 'E,10,11,12', 'F,20'],
    on: ['A,1,N,3', 'C,3,N,2', 'B,5,D,5', 'F,14,D,2', 'E,22,N,4'],
    off: ['B,8,D,3', 'C,15,N,2', 'F,24,D,4'],
    cover: Array.from({ length: WINDOW_HORIZON }, (_, d) => [
      `${d},D,${d % 7 >= 5 ? 1 : 2},${50 + weight(d) * 7},${1 + (weight(d + 3) % 4)}`,
      `${d},N,1,${30 + weight(d + 1) * 5},${2 + (weight(d) % 3)}`,
    ]).flat(),
  });
