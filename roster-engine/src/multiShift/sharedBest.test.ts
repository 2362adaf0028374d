/** The best roster two threads share (sharedBest.ts): only a better roster is held, and only a better one is given. */
import { SharedBest } from './sharedBest';

describe('SharedBest', () => {
  it('holds the best roster offered and gives it to a search that has worse', () => {
    const board = SharedBest.create(2, 3);
    expect(board.objective).toBe(Infinity);
    expect(board.better(100)).toBeNull();
    expect(
      board.offer(
        [
          [0, -1, 1],
          [-1, -1, 0],
        ],
        50,
      ),
    ).toBe(true);
    expect(
      board.offer(
        [
          [1, 1, 1],
          [1, 1, 1],
        ],
        60,
      ),
    ).toBe(false);
    expect(board.better(50)).toBeNull();
    expect(board.better(70)).toEqual({
      roster: [
        [0, -1, 1],
        [-1, -1, 0],
      ],
      objective: 50,
    });
    // A second view of the same memory, as a worker thread has, sees the same roster.
    const other = new SharedBest(board.buffer, 2, 3);
    expect(
      other.offer(
        [
          [-1, -1, -1],
          [0, 0, 0],
        ],
        40,
      ),
    ).toBe(true);
    expect(board.better(50)).toEqual({
      roster: [
        [-1, -1, -1],
        [0, 0, 0],
      ],
      objective: 40,
    });
  });
});
