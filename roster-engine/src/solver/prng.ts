/**
 * Seeded pseudo-random numbers for the search (mulberry32: 32-bit state, fast, good enough for
 * move selection). Every random choice of the engine comes from one Prng seeded with the model's
 * seed, so the same model and seed replay the same choices.
 */
/** Not global look-ups in the hot path (see rowDp.ts). */
const imul = Math.imul;
const floor = Math.floor;

export class Prng {
  private state: number;

  constructor(seed: number) {
    // Mix the seed once so nearby seeds (1, 2, 3…) start far apart.
    let s = (floor(seed) ^ 0x9e3779b9) >>> 0;
    s = imul(s ^ (s >>> 16), 0x85ebca6b) >>> 0;
    s = imul(s ^ (s >>> 13), 0xc2b2ae35) >>> 0;
    this.state = (s ^ (s >>> 16)) >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [0, n) (0 when n <= 0). */
  int(n: number): number {
    return n <= 0 ? 0 : floor(this.next() * n);
  }

  /** Fisher-Yates shuffle in place. */
  shuffle(items: Int32Array | number[]): void {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i]!;
      items[i] = items[j]!;
      items[j] = tmp;
    }
  }
}
