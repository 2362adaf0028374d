/**
 * The run automaton of MAX_CONSECUTIVE and MIN_REST, shared by the dynamic programs: a state is
 * "worked k days in a row" (index k - 1, k = 1..M) or "off j days since the last worked day"
 * (index M + j - 1, j = 1..Rr, where j = Rr also means rested enough or never worked).
 * `workNext[r]` is the state after working (-1 when a rule forbids it), `offNext[r]` after a day off.
 */
import type { Compiled } from './compile';

export class RunStates {
  readonly M: number;
  readonly R: number;
  readonly workNext: Int32Array;
  readonly offNext: Int32Array;
  private readonly c: Compiled;

  constructor(c: Compiled) {
    this.c = c;
    const M = c.maxConsecutive > 0 ? c.maxConsecutive : 1;
    const Rr = c.minRest > 0 ? c.minRest : 1;
    const R = M + Rr;
    this.M = M;
    this.R = R;
    this.workNext = new Int32Array(R);
    this.offNext = new Int32Array(R);
    for (let r = 0; r < R; r++) {
      if (r < M) {
        this.workNext[r] = c.maxConsecutive > 0 ? (r + 1 < M ? r + 1 : -1) : 0;
        this.offNext[r] = M;
      } else {
        const j = r - M + 1;
        this.workNext[r] = j < Rr ? -1 : 0;
        this.offNext[r] = M + Math.min(j + 1, Rr) - 1;
      }
    }
  }

  /** The state of employee e before day 0, from its history. */
  initial(e: number): number {
    const c = this.c;
    const M = this.M;
    const h = c.histRun[e]!;
    if (h > 0) return c.maxConsecutive > 0 ? Math.min(h, M) - 1 : 0;
    const g = c.histOff[e]!;
    if (g >= 0) return M + Math.min(g, this.R - M) - 1;
    return this.R - 1;
  }
}
