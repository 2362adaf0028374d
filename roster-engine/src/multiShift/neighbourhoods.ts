/**
 * The parts of the roster the search re-solves exactly, chosen at random: a few employees over the whole horizon,
 * or every employee over a window of days. Each kind's size adapts: one larger after a part is proven optimal
 * within the node limit, one smaller after it is not (node counts, not clocks, so a seed replays the same run).
 */
import type { MipScope } from './mipModel';
import type { MultiShiftModel } from './model';
import type { Random } from './random';

export interface Neighbourhood {
  kind: 'employees' | 'window';
  scope: Pick<MipScope, 'employees' | 'fixed'>;
  /** True when the part is the whole roster: proven optimal, it ends the search. */
  whole: boolean;
}

/** The share of parts that are a few employees over the horizon (the rest are windows of days). */
const EMPLOYEES_SHARE = 0.1;

interface Size {
  size: number;
  min: number;
  max: number;
}

export class NeighbourhoodChooser {
  private readonly sizes: Record<Neighbourhood['kind'], Size>;

  constructor(
    private readonly model: MultiShiftModel,
    private readonly random: Random,
  ) {
    const E = model.employees.length;
    const H = model.days.length;
    this.sizes = {
      employees: { size: Math.min(E, 3), min: Math.min(E, 2), max: E },
      window: { size: Math.min(H, 4), min: Math.min(H, 2), max: H },
    };
  }

  next(): Neighbourhood {
    const E = this.model.employees.length;
    const H = this.model.days.length;
    const all = this.model.employees.map((_, e) => e);
    if (this.random.next() < EMPLOYEES_SHARE) {
      const k = this.sizes.employees.size;
      return { kind: 'employees', scope: { employees: this.random.pick(all, k) }, whole: k >= E };
    }
    const w = this.sizes.window.size;
    const start = this.random.int(H - w + 1);
    return {
      kind: 'window',
      scope: { employees: all, fixed: (_e, d) => d < start || d >= start + w },
      whole: w >= H,
    };
  }

  /** Grows the kind after a part proven optimal, shrinks it after one cut short. */
  learn(kind: Neighbourhood['kind'], optimal: boolean): void {
    const s = this.sizes[kind];
    s.size = Math.max(s.min, Math.min(s.max, s.size + (optimal ? 1 : -1)));
  }

  sizeOf(kind: Neighbourhood['kind']): number {
    return this.sizes[kind].size;
  }
}
