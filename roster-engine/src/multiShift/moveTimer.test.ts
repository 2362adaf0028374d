/**
 * The move timer (moveTimer.ts) on a clock the test moves by hand: grants what is left after twice the largest
 * recent overrun, at most the cap, none when too little would be left; the overrun it allows fades move by move.
 */
import { LEAST_GRANT_SEC, MoveTimer } from './moveTimer';

describe('the move timer', () => {
  it('grants the cap, then what is left, then nothing near the deadline', () => {
    let now = 0;
    const timer = new MoveTimer(10, () => now);
    expect(timer.grant(3)).toBe(3);
    now = 8;
    expect(timer.grant(3)).toBe(2);
    now = 10 - LEAST_GRANT_SEC / 2;
    expect(timer.grant(3)).toBe(0);
    now = 11;
    expect(timer.left()).toBe(0);
    expect(timer.grant(3)).toBe(0);
  });

  it('keeps back twice the largest recent overrun, and forgets it over the moves after', () => {
    let now = 0;
    const timer = new MoveTimer(20, () => now);
    timer.record(1, 3.5);
    expect(timer.allowance()).toBeCloseTo(5);
    now = 13;
    expect(timer.grant(3)).toBeCloseTo(2);
    now = 15;
    expect(timer.grant(3)).toBe(0);
    // Moves that end within their grant: the allowance fades (below a tenth of it after 22 such moves).
    for (let i = 0; i < 22; i++) timer.record(1, 0.5);
    expect(timer.allowance()).toBeLessThan(0.5);
    expect(timer.grant(3)).toBeGreaterThan(2);
  });
});
