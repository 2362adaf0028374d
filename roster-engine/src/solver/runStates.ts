/**
 * The run automaton of MAX_CONSECUTIVE and MIN_REST, shared by the dynamic programs. A state is
 * "worked k days in a row" (k = 1..maxConsecutive) or "off j days since the last worked day"
 * (j = 1..Rr, where j = Rr also means rested enough or never worked). The work states come first:
 * a state index r < M is a worked day (M = the number of work states).
 * `workNext[r]` is the state after an assignment here (-1 when a rule forbids it), `offNext[r]`
 * after a day off, `commitNext[r]` after a day worked in another roster (a commitment).
 *
 * Without commitments (c.split false) the states are the plain ones: work k at index k - 1, off j
 * at index maxConsecutive + j - 1. With commitments the states also remember whether the current
 * run holds an assignment of this roster ("mine") or only days worked elsewhere or in history
 * ("other"), since SCORING.md counts a rule broken only when this roster takes part: a run longer
 * than the limit is allowed when it holds no assignment (state "over"), and a short rest between two
 * days worked elsewhere is no concern of this roster; after a run with an assignment, a day worked
 * elsewhere must respect the limit and the rest like an assignment.
 */
import type { Compiled } from './compile';

export class RunStates {
  /** Number of work states (indices 0..M-1). */
  readonly M: number;
  readonly R: number;
  readonly workNext: Int32Array;
  readonly offNext: Int32Array;
  readonly commitNext: Int32Array;
  /** 1 at e * R + r when the days after the period that e works elsewhere can follow state r. */
  readonly tailOk: Uint8Array;
  private readonly c: Compiled;
  private readonly limit: number;
  private readonly Rr: number;
  private readonly workMine: (k: number) => number;
  private readonly workOther: (k: number) => number;
  private readonly over: number;
  private readonly offMine: (j: number) => number;
  private readonly offOther: (j: number) => number;
  private readonly rested: number;

  constructor(c: Compiled) {
    this.c = c;
    const limit = c.maxConsecutive > 0 ? c.maxConsecutive : 1;
    const Rr = c.minRest > 0 ? c.minRest : 1;
    this.limit = limit;
    this.Rr = Rr;
    const split = c.split;
    // Layout: work mine 1..limit, [work other 1..limit, over], off mine 1..Rr-1, [off other 1..Rr-1], rested.
    const M = split ? 2 * limit + (c.maxConsecutive > 0 ? 1 : 0) : limit;
    const offStart = M;
    const R = split ? M + 2 * (Rr - 1) + 1 : M + Rr;
    this.M = M;
    this.R = R;
    this.workMine = (k) => k - 1;
    this.workOther = split ? (k) => limit + k - 1 : (k) => k - 1;
    this.over = split && c.maxConsecutive > 0 ? 2 * limit : -1;
    this.offMine = (j) => offStart + j - 1;
    this.offOther = split ? (j) => offStart + Rr - 1 + j - 1 : (j) => offStart + j - 1;
    this.rested = R - 1;
    this.workNext = new Int32Array(R);
    this.offNext = new Int32Array(R);
    this.commitNext = new Int32Array(R);
    for (let r = 0; r < R; r++) {
      const [kind, n, mine] = this.describe(r);
      this.workNext[r] = this.next(kind, n, mine, 'assign');
      this.offNext[r] = this.next(kind, n, mine, 'off');
      this.commitNext[r] = this.next(kind, n, mine, 'commit');
    }
    this.tailOk = new Uint8Array(c.E * R).fill(1);
    if (split) this.fillTails();
  }

  /** What state r stands for: work k / over / off j / rested, and whether its run holds an assignment. */
  private describe(r: number): ['work' | 'over' | 'off' | 'rested', number, boolean] {
    const limit = this.limit;
    if (r === this.rested) return ['rested', this.Rr, false];
    if (r === this.over) return ['over', limit + 1, false];
    if (r < this.M) {
      if (r < limit) return ['work', r + 1, true];
      return ['work', r - limit + 1, false];
    }
    const j = r - this.M;
    if (j < this.Rr - 1) return ['off', j + 1, true];
    return ['off', j - (this.Rr - 1) + 1, false];
  }

  private next(
    kind: 'work' | 'over' | 'off' | 'rested',
    n: number,
    mine: boolean,
    day: 'assign' | 'off' | 'commit',
  ): number {
    const c = this.c;
    const limited = c.maxConsecutive > 0;
    const Rr = this.Rr;
    const offState = (j: number, wasMine: boolean) =>
      j >= Rr ? this.rested : wasMine ? this.offMine(j) : this.offOther(j);
    if (day === 'off') {
      if (kind === 'work' || kind === 'over') return offState(1, mine);
      return kind === 'rested' ? this.rested : offState(n + 1, mine);
    }
    const assign = day === 'assign';
    if (kind === 'work' || kind === 'over') {
      const mineAfter = mine || assign;
      if (!limited) return mineAfter ? this.workMine(1) : this.workOther(1);
      if (kind !== 'over' && n + 1 <= this.limit) return mineAfter ? this.workMine(n + 1) : this.workOther(n + 1);
      // Beyond the limit: only a run without an assignment of this roster may go on.
      if (mineAfter) return -1;
      return c.split ? this.over : this.workOther(this.limit);
    }
    // From a day off: a rest too short after a worked day breaks MIN_REST when this roster takes part.
    if (kind === 'off' && n < Rr && (assign || (mine && c.split))) return -1;
    return assign ? this.workMine(1) : this.workOther(1);
  }

  /** tailOk: each state at the end of the period run through the days worked elsewhere after it. */
  private fillTails(): void {
    const c = this.c;
    const R = this.R;
    const reach = this.limit + this.Rr + 1;
    for (let e = 0; e < c.E; e++) {
      const after = c.committedAfter[e]!;
      if (after.length === 0) continue;
      const worked = new Uint8Array(reach);
      for (const offset of after) if (offset < reach) worked[offset] = 1;
      for (let r = 0; r < R; r++) {
        let state = r;
        for (let t = 0; t < reach && state >= 0; t++)
          state = worked[t] ? this.commitNext[state]! : this.offNext[state]!;
        this.tailOk[e * R + r] = state >= 0 ? 1 : 0;
      }
    }
  }

  /** The state of employee e before day 0, from its history and its days worked elsewhere. */
  initial(e: number): number {
    const c = this.c;
    const h = c.histRun[e]!;
    if (h > 0) {
      if (c.maxConsecutive === 0) return this.workOther(1);
      if (h <= this.limit) return this.workOther(h);
      return this.over >= 0 ? this.over : this.workOther(this.limit);
    }
    const g = c.histOff[e]!;
    if (g >= 0) return g >= this.Rr ? this.rested : this.offOther(g);
    return this.rested;
  }
}
