/**
 * How long the next move of a search may ask HiGHS for, so that the search ends within its time limit even on a
 * busy machine. A move runs longer than the seconds its HiGHS call is given (the model is built and read, HiGHS
 * looks at its clock only now and then), and the more so the less of the processor the search gets (measured:
 * Instance9 at 86 s of its 60 under another job's load). The timer keeps the largest recent overrun (a move's
 * seconds beyond its grant, forgotten by a factor per move) and grants only what is left after twice that (the
 * next move may run further past: measured 2.6 s, then 4.7 s, on Instance9 given a twentieth of a processor); when
 * that is too little for HiGHS, the search ends.
 */

/** The least grant worth a HiGHS call, in seconds. */
export const LEAST_GRANT_SEC = 0.1;
/** The time kept back, as a multiple of the largest recent overrun. */
const OVERRUN_FACTOR = 2;
/** How much of the largest overrun the timer keeps after each move. */
const OVERRUN_MEMORY = 0.9;

export class MoveTimer {
  private overrun = 0;

  /**
   * @param deadline the second (on `now`'s scale) by which the search must have ended
   * @param now the clock, in seconds
   */
  constructor(
    private readonly deadline: number,
    private readonly now: () => number,
  ) {}

  /** Seconds left before the deadline (never below 0). */
  left(): number {
    return Math.max(0, this.deadline - this.now());
  }

  /** The seconds a move may give HiGHS, at most `cap`: 0 when less than LEAST_GRANT_SEC would be left. */
  grant(cap: number): number {
    const room = Math.min(cap, this.left() - this.allowance());
    return room >= LEAST_GRANT_SEC ? room : 0;
  }

  /** Records a move that was granted `granted` seconds and took `took`. */
  record(granted: number, took: number): void {
    this.overrun = Math.max(took - granted, this.overrun * OVERRUN_MEMORY);
  }

  /** The seconds the timer keeps back for now. */
  allowance(): number {
    return OVERRUN_FACTOR * this.overrun;
  }
}
