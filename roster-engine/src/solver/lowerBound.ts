/**
 * A cheap lower bound of the score, used only to stop the search early when the roster is provably
 * optimal. Each term bounds one non-negative part of the score on its own, so their sum bounds the
 * total:
 * - cover: a slot with fewer qualified employees free that day (not on leave, not excluded) than it
 *   needs stays uncovered, and a day cannot cover more than its capacity;
 * - per group of positions (employees never work outside their group), with every other slot
 *   covered: the group's employees work at least its demand and at most what is free and what the
 *   capacity leaves (HOUR_TARGETS with each one's most workable days), Saturday and Sunday head
 *   counts that differ leave split weekends (COMPLETE_WEEKENDS), and the Sundays and holidays it
 *   needs are best shared evenly (FAIR_SUNDAYS).
 * Leaving one more slot uncovered lowers the soft terms by less than the slot's cover cost (checked
 * below, else only the cover term is used), so the bound holds for every roster.
 */
import { COVER_BASE } from '../rules/catalogue';
import type { Compiled } from './compile';

export function lowerBound(c: Compiled): number {
  const { D, P } = c;
  const G = c.groups.length;
  const groupOfPosition = new Int32Array(P).fill(-1);
  c.groups.forEach((members, g) => members.forEach((e) => c.quals[e]!.forEach((p) => (groupOfPosition[p] = g))));
  // Least workers of each group per day when only the unavoidable slots stay uncovered (g * D + d).
  const least = new Int32Array(G * D);
  // Employees of each group free per day.
  const free = new Int32Array(G * D);
  c.groups.forEach((members, g) => {
    for (let d = 0; d < D; d++) {
      if (c.cap[d]! === 0) continue;
      let n = 0;
      members.forEach((e) => (n += c.allowed[e * D + d]!));
      free[g * D + d] = n;
    }
  });

  let cover = 0;
  const leastOfDay = new Int32Array(D);
  for (let d = 0; d < D; d++) {
    let coverable = 0;
    const weights: number[] = [];
    for (let p = 0; p < P; p++) {
      const list = c.qualified[p]!;
      let qualifiedFree = 0;
      for (let i = 0; i < list.length; i++) if (c.allowed[list[i]! * D + d]) qualifiedFree++;
      const r = c.req[p * D + d]!;
      const missing = Math.max(0, r - qualifiedFree);
      cover += missing * c.coverWeight[p]!;
      coverable += r - missing;
      for (let k = 0; k < r - missing; k++) weights.push(c.coverWeight[p]!);
      const g = groupOfPosition[p]!;
      if (g >= 0) least[g * D + d]! += r - missing;
    }
    // Beyond the day's capacity, the cheapest slots stay uncovered (and the day's group counts are
    // no longer known: they drop to 0 for the soft terms).
    const excess = coverable - c.cap[d]!;
    if (excess > 0) {
      weights.sort((a, b) => a - b);
      for (let k = 0; k < excess; k++) cover += weights[k]!;
      for (let g = 0; g < G; g++) least[g * D + d] = 0;
    }
    for (let g = 0; g < G; g++) leastOfDay[d]! += least[g * D + d]!;
  }
  const budget = c.wHours + c.wWeekend + c.wFair * (2 * c.sundayishCount + 1);
  if (budget > COVER_BASE || G === 0) return cover;
  /** Most workers of group g on day d: its free employees, and the capacity the others leave. */
  const most = (g: number, d: number): number =>
    Math.min(free[g * D + d]!, c.cap[d]! - (leastOfDay[d]! - least[g * D + d]!));

  let soft = 0;
  c.groups.forEach((members, g) => {
    if (c.wHours > 0) {
      let clamped = 0;
      let beyond = 0;
      let targetedMax = 0;
      let untargetedMax = 0;
      members.forEach((e) => {
        const days = maxDays(c, e);
        if (c.hasTarget[e]) {
          const t = c.target[e]!;
          beyond += Math.max(0, t - days);
          clamped += Math.min(t, days);
          targetedMax += days;
        } else untargetedMax += days;
      });
      let demand = 0;
      let room = 0;
      for (let d = 0; d < D; d++) {
        demand += least[g * D + d]!;
        room += Math.max(0, most(g, d));
      }
      const low = Math.max(0, demand - untargetedMax);
      const high = Math.min(targetedMax, room);
      soft += c.wHours * (beyond + Math.max(0, low - clamped, clamped - high));
    }
    if (c.wFair > 0) {
      let needed = 0;
      for (let d = 0; d < D; d++) if (c.sundayish[d]) needed += least[g * D + d]!;
      // Share `needed` Sundays out as evenly as each one's free Sundays allow (water-filling).
      const room = members.map((e) => {
        let n = 0;
        for (let d = 0; d < D; d++) if (c.sundayish[d]) n += c.allowed[e * D + d]!;
        return n;
      });
      const share = new Array<number>(members.length).fill(0);
      for (let k = 0; k < needed; k++) {
        let pick = -1;
        for (let i = 0; i < share.length; i++) {
          if (share[i]! < room[i]! && (pick < 0 || share[i]! < share[pick]!)) pick = i;
        }
        if (pick < 0) break;
        share[pick]!++;
      }
      soft += c.wFair * share.reduce((sum, n) => sum + n * n, 0);
    }
  });
  // COMPLETE_WEEKENDS: per weekend, the larger of the groups' own bounds and the whole shift's
  // (more workers needed on one day than the other day can hold).
  if (c.wWeekend > 0) {
    let splits = 0;
    for (let d = 0; d + 1 < D; d++) {
      if (!c.pairSaturday[d]) continue;
      let groups = 0;
      for (let g = 0; g < G; g++) {
        groups += Math.max(0, least[g * D + d]! - most(g, d + 1), least[g * D + d + 1]! - most(g, d));
      }
      const shift = Math.max(0, leastOfDay[d]! - c.cap[d + 1]!, leastOfDay[d + 1]! - c.cap[d]!);
      splits += Math.max(groups, shift);
    }
    soft += c.wWeekend * splits;
  }
  return cover + soft;
}

/** Most days e can work in the period on its own (rules and free days only). */
export function maxDays(c: Compiled, e: number): number {
  const { D } = c;
  if (c.quals[e]!.length === 0) return 0;
  const M = c.maxConsecutive > 0 ? c.maxConsecutive : 1;
  const Rr = c.minRest > 0 ? c.minRest : 1;
  const R = M + Rr;
  let cur = new Float64Array(R).fill(-Infinity);
  let nxt = new Float64Array(R);
  const h = c.histRun[e]!;
  const g = c.histOff[e]!;
  const start = h > 0 ? (c.maxConsecutive > 0 ? Math.min(h, M) - 1 : 0) : g >= 0 ? M + Math.min(g, Rr) - 1 : R - 1;
  cur[start] = 0;
  for (let d = 0; d < D; d++) {
    nxt.fill(-Infinity);
    const can = c.allowed[e * D + d] === 1 && c.cap[d]! > 0;
    for (let r = 0; r < R; r++) {
      const v = cur[r]!;
      if (v === -Infinity) continue;
      const off = r < M ? M : M + Math.min(r - M + 2, Rr) - 1;
      if (v > nxt[off]!) nxt[off] = v;
      if (!can) continue;
      const work = r < M ? (c.maxConsecutive > 0 ? (r + 1 < M ? r + 1 : -1) : 0) : r - M + 1 < Rr ? -1 : 0;
      if (work >= 0 && v + 1 > nxt[work]!) nxt[work] = v + 1;
    }
    const t = cur;
    cur = nxt;
    nxt = t;
  }
  let best = 0;
  for (let r = 0; r < R; r++) best = Math.max(best, cur[r]!);
  return best;
}
