/**
 * The choice of the long search's next kind of move (longSearch.ts): each kind's share of the work is in proportion
 * to its recent gain per unit of work, never below about the kind's floor (the shares are not scaled to sum to 1, so
 * a floor f beside a kind that takes all the rest is f / (1 + f) of the work), and the next move is of the kind
 * furthest below its share. The work is counted (searchWork.ts), not timed, so a seed replays the same run on a
 * budget. Weighing by the clock instead was measured side by side and not kept (the notes, issue 32).
 */

export interface ChooserKind {
  /** The work one move is first expected to take, until moves of the kind are measured (counted as spent). */
  work: number;
  /** The least share of the work the kind keeps. */
  floor: number;
}

/** How fast a kind's record of gain and work forgets (per move of that kind), with memory 'moves'. */
const MEMORY = 0.95;
/** With memory 'work': every kind's record forgets by e^-1 over this much work of the whole search. */
const FORGET_WORK = 1e8;

export class KindChooser {
  private readonly gain: number[];
  private readonly work: number[];
  private readonly spent: number[];

  /**
   * memory: 'moves' forgets over each kind's own last moves, 'work' over the whole search's recent work (favours the
   * cheap moves on Instances 13 and 23; the helper thread's, so that the two threads differ).
   */
  constructor(
    private readonly kinds: readonly ChooserKind[],
    private readonly memory: 'moves' | 'work' = 'moves',
  ) {
    this.gain = kinds.map(() => 1);
    this.work = kinds.map((k) => k.work);
    this.spent = kinds.map((k) => k.work);
  }

  /** The index of the next kind. */
  next(): number {
    const rates = this.kinds.map((_, k) => this.gain[k]! / this.work[k]!);
    const total = rates.reduce((x, y) => x + y, 0);
    const shares = rates.map((r, k) => Math.max(this.kinds[k]!.floor, r / total));
    let best = 0;
    for (let k = 1; k < shares.length; k++)
      if (this.spent[k]! / shares[k]! < this.spent[best]! / shares[best]!) best = k;
    return best;
  }

  /** A move of kind k gained so much (>= 0) for so much work. */
  learn(k: number, gain: number, work: number): void {
    const paid = Math.max(1, work);
    this.spent[k] = this.spent[k]! + paid;
    if (this.memory === 'work') {
      const keep = Math.exp(-paid / FORGET_WORK);
      for (let j = 0; j < this.kinds.length; j++) {
        this.gain[j] = keep * this.gain[j]!;
        this.work[j] = keep * this.work[j]!;
      }
    } else {
      this.gain[k] = MEMORY * this.gain[k]!;
      this.work[k] = MEMORY * this.work[k]!;
    }
    this.gain[k] = this.gain[k]! + gain;
    this.work[k] = this.work[k]! + paid;
  }

  /** Each kind's share of the work spent so far (the first guesses included). */
  spentShares(): number[] {
    const total = this.spent.reduce((x, y) => x + y, 0);
    return this.spent.map((s) => s / total);
  }
}
