/**
 * The roster being searched: employee x day → position index (-1 = off), with every count the
 * score needs kept up to date by `set`, so the score of a change is known in O(1) (cover,
 * overtime, relief, hours, fair Sundays, weekends) and a change can be undone from a log.
 *
 * The state never checks hard rules itself: moves keep them (see `rowFeasible` and rowDp.ts).
 * The score here is SCORING.md's, computed incrementally; tests compare it with a from-scratch
 * score.
 */
import type { Compiled } from './compile';
import { RunStates } from './runStates';
import { rowLimitViolations } from './rowLimits';

/** Not a global look-up in the hot path (see rowDp.ts). */
const abs = Math.abs;
const max = Math.max;

export class RosterState {
  readonly c: Compiled;
  private readonly runs: RunStates;
  /** Position worked by e on d at e * D + d, -1 when off. */
  readonly asg: Int16Array;
  /** Assignments to p on d at p * D + d. */
  readonly count: Int32Array;
  /** Assignments on d. */
  readonly total: Int32Array;
  /** Days worked by e, and sundayish days worked by e. */
  readonly worked: Int32Array;
  readonly sundays: Int32Array;

  /** Σ uncovered(p, d) and its weighted cost. */
  uncovered = 0;
  coverCost = 0;
  /** Raw penalties of the soft rules (before weights). */
  hourDeviation = 0;
  fairSquares = 0;
  weekendSplits = 0;
  reliefDays = 0;
  overtimeDays = 0;
  /** REQUESTS: weights of the unmet requests. */
  requestPenalty = 0;
  /** MIN_HOURS: Σ days short of the employees' minimums (hard; priced c.wShort in `score`). */
  shortDays = 0;

  /** Undo log: triples (cell, previous position). */
  private log: Int32Array;
  private logLength = 0;

  constructor(c: Compiled) {
    this.c = c;
    this.runs = new RunStates(c);
    this.asg = new Int16Array(c.E * c.D).fill(-1);
    this.count = new Int32Array(c.P * c.D);
    this.total = new Int32Array(c.D);
    this.worked = new Int32Array(c.E);
    this.sundays = new Int32Array(c.E);
    this.log = new Int32Array(1024);
    for (let i = 0; i < c.P * c.D; i++) {
      const r = c.req[i]!;
      this.uncovered += r;
      this.coverCost += r * c.coverWeight[Math.floor(i / c.D)]!;
    }
    for (let e = 0; e < c.E; e++) {
      if (c.hasTarget[e]) this.hourDeviation += abs(c.target[e]!);
    }
    this.requestPenalty = c.requestBase;
    for (let e = 0; e < c.E; e++) this.shortDays += c.minDays[e]!;
  }

  /**
   * SCORING.md's total, plus c.wShort per day short of a minimum (the only hard rule the search's
   * states may break: when the setup leaves no way to meet it).
   */
  get score(): number {
    const c = this.c;
    return (
      c.wShort * this.shortDays +
      this.coverCost +
      c.wHours * this.hourDeviation +
      c.wFair * this.fairSquares +
      c.wWeekend * this.weekendSplits +
      c.wRelief * this.reliefDays +
      c.wOvertime * this.overtimeDays +
      c.wRequests * this.requestPenalty
    );
  }

  /** Sets cell (e, d) to position p (-1 = off), updating every count, and logs the old value. */
  set(e: number, d: number, p: number): void {
    const c = this.c;
    const D = c.D;
    const cell = e * D + d;
    const old = this.asg[cell]!;
    if (old === p) return;
    if (this.logLength + 2 > this.log.length) {
      const grown = new Int32Array(this.log.length * 2);
      grown.set(this.log);
      this.log = grown;
    }
    this.log[this.logLength++] = cell;
    this.log[this.logLength++] = old;
    this.write(e, d, old, p);
  }

  /** Marks the undo log; `undoTo(mark)` reverts every `set` since. */
  mark(): number {
    return this.logLength;
  }

  undoTo(mark: number): void {
    const D = this.c.D;
    while (this.logLength > mark) {
      const old = this.log[--this.logLength]!;
      const cell = this.log[--this.logLength]!;
      const e = (cell / D) | 0;
      const d = cell - e * D;
      this.write(e, d, this.asg[cell]!, old);
    }
  }

  /** Forgets the log (the changes are kept). */
  commit(): void {
    this.logLength = 0;
  }

  private write(e: number, d: number, old: number, p: number): void {
    const c = this.c;
    const D = c.D;
    const own = c.own[e]!;
    if (old >= 0) {
      const slot = old * D + d;
      const n = --this.count[slot]!;
      if (n < c.req[slot]!) {
        this.uncovered++;
        this.coverCost += c.coverWeight[old]!;
      }
      if (old !== own) this.reliefDays--;
      const t = --this.total[d]!;
      if (t >= c.base[d]!) this.overtimeDays--;
    }
    if (p >= 0) {
      const slot = p * D + d;
      const n = this.count[slot]!++;
      if (n < c.req[slot]!) {
        this.uncovered--;
        this.coverCost -= c.coverWeight[p]!;
      }
      if (p !== own) this.reliefDays++;
      const t = this.total[d]!++;
      if (t >= c.base[d]!) this.overtimeDays++;
    }
    this.asg[e * D + d] = p;
    const wasWorking = old >= 0;
    const isWorking = p >= 0;
    if (wasWorking === isWorking) return;
    const step = isWorking ? 1 : -1;
    // HOUR_TARGETS
    if (c.hasTarget[e]) {
      const before = this.worked[e]!;
      const target = c.target[e]!;
      this.hourDeviation += abs(before + step - target) - abs(before - target);
    }
    const min = c.minDays[e]!;
    if (min > 0) {
      const before = this.worked[e]!;
      this.shortDays += max(0, min - before - step) - max(0, min - before);
    }
    this.worked[e]! += step;
    // REQUESTS
    this.requestPenalty += step * c.requestDelta[e * D + d]!;
    // FAIR_SUNDAYS
    if (c.sundayish[d]) {
      const s = this.sundays[e]!;
      this.fairSquares += (s + step) * (s + step) - s * s;
      this.sundays[e] = s + step;
    }
    // COMPLETE_WEEKENDS: the pair's split flips when the partner day's status stays.
    if (c.pairSaturday[d] || c.pairSunday[d]) {
      const partner = c.pairSaturday[d] ? d + 1 : d - 1;
      const partnerWorking = this.asg[e * D + partner]! >= 0;
      // Before: split = wasWorking != partnerWorking; after: isWorking != partnerWorking.
      this.weekendSplits += (isWorking !== partnerWorking ? 1 : 0) - (wasWorking !== partnerWorking ? 1 : 0);
    }
  }

  /** Copies the roster (positions only) out. */
  snapshot(into?: Int16Array): Int16Array {
    const out = into ?? new Int16Array(this.asg.length);
    out.set(this.asg);
    return out;
  }

  /** Sets the whole roster to a snapshot (through `set`, so counts stay right). */
  restore(from: Int16Array): void {
    const D = this.c.D;
    for (let i = 0; i < from.length; i++) {
      if (this.asg[i] !== from[i]) {
        const e = Math.floor(i / D);
        this.set(e, i - e * D, from[i]!);
      }
    }
    this.commit();
  }

  /**
   * MAX_HOURS, MAX_WEEKENDS, MIN_CONSECUTIVE_DAYS, MAX_CONSECUTIVE and MIN_REST of one employee's whole row, history and days worked
   * elsewhere included (O(D), through the run automaton). Leave, exclusions, commitments' blocked
   * days, qualification and capacity are checked by the moves when they place a cell.
   */
  rowFeasible(e: number): boolean {
    const c = this.c;
    if (this.worked[e]! > c.maxDays[e]!) return false;
    if (rowLimitViolations(c, e, this.asg, e * c.D) > 0) return false;
    if (c.maxConsecutive === 0 && c.minRest === 0) return true;
    const runs = this.runs;
    const D = c.D;
    const row = e * D;
    let r = runs.initial(e);
    for (let d = 0; d < D && r >= 0; d++) {
      const next = this.asg[row + d]! >= 0 ? runs.workNext : c.committed[row + d] ? runs.commitNext : runs.offNext;
      r = next[r]!;
    }
    return r >= 0 && runs.tailOk[e * runs.R + r] === 1;
  }
}
