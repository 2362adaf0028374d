/**
 * npx tsx scripts/bench-cover.ts
 * Who can cover an open place (roster-engine coverCandidates) on a 300 x 31 roster: the roster is calculated once,
 * then 20 of its assignments are taken out one at a time and the candidates for each place listed; prints the
 * median and the longest time (model compiled each time, as the API does) against the 300 ms target.
 * Run by `npm run bench` unless --no-cover is given. Exits 1 when the target is not met.
 */
import { computeRoster, coverCandidates } from '@times/roster-engine';
import { generateInstance } from '@times/roster-engine/testing';
import { printTable } from './lib/table.mjs';

const TARGET_MS = 300;
const PLACES = 20;

const model = {
  ...generateInstance({
    employees: 300,
    days: 31,
    positions: 6,
    seed: 3,
    rules: [
      'LEAVE_DAYS',
      'EXCLUSION_DAYS',
      'MAX_CONSECUTIVE',
      'MIN_REST',
      'HOUR_TARGETS',
      'FAIR_SUNDAYS',
      'RELIEVER_COVER',
    ],
  }),
  timeLimitMs: 5_000,
};
const roster = computeRoster(model).assignments;
const times: number[] = [];
let listed = 0;
for (let i = 0; i < PLACES; i++) {
  const gap = roster[(i * 7_919) % roster.length]!;
  const rest = roster.filter((a) => a !== gap);
  const began = performance.now();
  const answer = coverCandidates(model, rest, { positionId: gap.positionId, date: gap.date });
  times.push(performance.now() - began);
  listed += answer.candidates.length;
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const longest = times[times.length - 1]!;
printTable(
  [
    { measure: 'employees x days', value: `${model.employees.length} x ${model.days.length}`, target: '' },
    { measure: 'places asked', value: String(PLACES), target: '' },
    { measure: 'candidates listed (mean)', value: (listed / PLACES).toFixed(1), target: '' },
    { measure: 'candidates for one place, median', value: `${median.toFixed(1)} ms`, target: `<= ${TARGET_MS} ms` },
    { measure: 'candidates for one place, longest', value: `${longest.toFixed(1)} ms`, target: `<= ${TARGET_MS} ms` },
  ],
  { title: 'Who can cover: candidates for an open place' },
);
const met = longest <= TARGET_MS;
console.log(`${met ? 'OK' : 'NOT MET'} — candidates for one slot on a 300 x 31 roster in at most ${TARGET_MS} ms`);
process.exit(met ? 0 : 1);
