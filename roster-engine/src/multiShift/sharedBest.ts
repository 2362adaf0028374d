/**
 * The best roster two searches share across threads (a SharedArrayBuffer, no messages: each search looks at it
 * between moves). A search offers its roster when it is better than the one held, and takes the one held when
 * that is better than its own. A spin lock (Atomics) guards the copy.
 */
import type { MsRoster } from './model';

/** Header: [lock, version] as Int32, then the objective as Float64, then one Int16 per cell. */
const HEADER_BYTES = 16;

export class SharedBest {
  private readonly header: Int32Array;
  private readonly value: Float64Array;
  private readonly cells: Int16Array;

  constructor(
    readonly buffer: SharedArrayBuffer,
    private readonly employees: number,
    private readonly days: number,
  ) {
    this.header = new Int32Array(buffer, 0, 2);
    this.value = new Float64Array(buffer, 8, 1);
    this.cells = new Int16Array(buffer, HEADER_BYTES, employees * days);
  }

  /** A board for rosters of that size, holding nothing yet (objective Infinity). */
  static create(employees: number, days: number): SharedBest {
    const board = new SharedBest(new SharedArrayBuffer(HEADER_BYTES + 2 * employees * days), employees, days);
    board.value[0] = Infinity;
    return board;
  }

  get objective(): number {
    return this.value[0]!;
  }

  /** Holds the roster when it is better than the one held; true when it was taken. */
  offer(roster: MsRoster, objective: number): boolean {
    if (objective >= this.objective) return false;
    return this.locked(() => {
      if (objective >= this.value[0]!) return false;
      roster.forEach((line, e) => line.forEach((s, d) => (this.cells[e * this.days + d] = s)));
      this.value[0] = objective;
      Atomics.add(this.header, 1, 1);
      return true;
    });
  }

  /** A copy of the roster held when it is better than `objective`, else null. */
  better(objective: number): { roster: MsRoster; objective: number } | null {
    if (this.objective >= objective) return null;
    return this.locked(() => {
      const held = this.value[0]!;
      if (held >= objective) return null;
      const roster = Array.from({ length: this.employees }, (_, e) =>
        Array.from(this.cells.subarray(e * this.days, (e + 1) * this.days)),
      );
      return { roster, objective: held };
    });
  }

  private locked<T>(work: () => T): T {
    while (Atomics.compareExchange(this.header, 0, 0, 1) !== 0) Atomics.wait(this.header, 0, 1, 1);
    try {
      return work();
    } finally {
      Atomics.store(this.header, 0, 0);
      Atomics.notify(this.header, 0);
    }
  }
}
