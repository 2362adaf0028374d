/**
 * The choice of the long search's kind of move (kindChooser.ts): each kind's share of the work follows its gain per
 * unit of cost, and no kind falls below its floor, whichever way the record forgets.
 */
import { KindChooser } from './kindChooser';

/** Runs the chooser for so many moves, kind k gaining gains[k] for work costs[k] a move; the shares of the work spent. */
function run(chooser: KindChooser, gains: number[], costs: number[], moves: number): number[] {
  for (let i = 0; i < moves; i++) {
    const k = chooser.next();
    chooser.learn(k, gains[k]!, costs[k]!);
  }
  return chooser.spentShares();
}

describe('the choice of the kind of move', () => {
  it.each(['moves', 'work'] as const)('keeps a kind that gains nothing at its floor (memory by %s)', (memory) => {
    const chooser = new KindChooser(
      [
        { work: 100, floor: 0.03 },
        { work: 100, floor: 0.2 },
      ],
      memory,
    );
    const shares = run(chooser, [5, 0], [100, 100], 5000);
    // The shares are not scaled to sum to 1: the gaining kind's is all but 1, so the floor's is 0.2 of 1.2.
    expect(shares[1]).toBeCloseTo(0.2 / 1.2, 2);
  });

  it('gives the kinds shares of the work in proportion to their gain per unit of work', () => {
    const chooser = new KindChooser([
      { work: 100, floor: 0.01 },
      { work: 100, floor: 0.01 },
    ]);
    // The same gain a move, the second kind three times the work: a quarter of the work goes to it.
    const shares = run(chooser, [6, 6], [100, 300], 20000);
    expect(shares[1]).toBeCloseTo(0.25, 1);
  });

  it('counts a floor as a share of the work it is told, so a slow kind gets fewer moves', () => {
    const chooser = new KindChooser([
      { work: 100, floor: 0.03 },
      { work: 100, floor: 0.1 },
    ]);
    const moves = [0, 0];
    for (let i = 0; i < 20000; i++) {
      const k = chooser.next();
      moves[k]!++;
      // The second kind gains nothing and takes three times the work per move.
      chooser.learn(k, k === 0 ? 5 : 0, k === 0 ? 100 : 300);
    }
    const share = 0.1 / 1.1;
    expect(chooser.spentShares()[1]).toBeCloseTo(share, 2);
    expect(moves[1]! / (moves[0]! + moves[1]!)).toBeCloseTo(share / 3 / (1 - share + share / 3), 2);
  });
});
