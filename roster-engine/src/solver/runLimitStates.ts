/**
 * The row DP's automaton for an employee's minimum days in a row (MIN_CONSECUTIVE_DAYS = m) and
 * minimum days off in a row (MIN_CONSECUTIVE_DAYS_OFF = o), built once per pair (m, o) in compile.ts.
 * A state is a pair (w, f), numbered as they are reached from the start (state 0), so an employee
 * with one limit gets that limit's states only, and one with both gets far fewer than the product
 * (in a run worked the day-off part is only "last day worked here or elsewhere"; off, the run part
 * is just "off"):
 * - w (m >= 2): 0 off, 1 in a run long enough or touching the first day, 2L + h in a run of L < m
 *   days, h = 1 when it holds a day of this roster (which must then not end short);
 * - f (o >= 2): 0 free (off long enough, or no day worked yet), 1 / 2 the last day worked
 *   elsewhere / here, 3 + 2(L - 1) + h off L < o days after a day worked (here when h = 1): a day
 *   worked here, or elsewhere when h = 1, must not end such a run.
 * Every state may end the period (runs touching its last day are excepted).
 */
export interface RunLimitStates {
  /** Number of states (Z). */
  Z: number;
  /** The next state after a day off / worked here / worked in another roster (-1: a limit broken). */
  off: Int32Array;
  here: Int32Array;
  elsewhere: Int32Array;
}

type Step = (z: number) => number;

/** MIN_CONSECUTIVE_DAYS's part: start 1 (the first run touches the period's first day). */
function runSteps(m: number): { start: number; off: Step; here: Step; elsewhere: Step } {
  const longEnough = (z: number): boolean => z === 1 || (z >> 1) + 1 >= m;
  return {
    start: 1,
    off: (z) => (z >= 2 && (z & 1) === 1 ? -1 : 0),
    here: (z) => (longEnough(z) ? 1 : 2 * ((z >> 1) + 1) + 1),
    elsewhere: (z) => (longEnough(z) ? 1 : 2 * ((z >> 1) + 1) + (z >= 2 ? z & 1 : 0)),
  };
}

/** MIN_CONSECUTIVE_DAYS_OFF's part: start 0 (a rest touching the period's first day is free). */
function restSteps(o: number): { start: number; off: Step; here: Step; elsewhere: Step } {
  const offAfter = (length: number, mine: number): number => (length >= o ? 0 : 3 + 2 * (length - 1) + mine);
  return {
    start: 0,
    off: (f) => (f === 0 ? 0 : f <= 2 ? offAfter(1, f - 1) : offAfter(((f - 3) >> 1) + 2, (f - 3) & 1)),
    here: (f) => (f <= 2 ? 2 : -1),
    elsewhere: (f) => (f <= 2 ? 1 : (f - 3) & 1 ? -1 : 1),
  };
}

const NONE = { start: 0, off: () => 0, here: () => 0, elsewhere: () => 0 };

/** The states for minimums m and o (each 0 = none); null when neither binds. */
export function runLimitStates(m: number, o: number): RunLimitStates | null {
  if (m < 2 && o < 2) return null;
  const run = m >= 2 ? runSteps(m) : NONE;
  const rest = o >= 2 ? restSteps(o) : NONE;
  const ids = new Map<number, number>();
  const pairs: [number, number][] = [];
  const idOf = (w: number, f: number): number => {
    if (w < 0 || f < 0) return -1;
    const key = w * 64 + f;
    let id = ids.get(key);
    if (id === undefined) {
      id = pairs.length;
      ids.set(key, id);
      pairs.push([w, f]);
    }
    return id;
  };
  idOf(run.start, rest.start);
  const off: number[] = [];
  const here: number[] = [];
  const elsewhere: number[] = [];
  for (let z = 0; z < pairs.length; z++) {
    const [w, f] = pairs[z]!;
    off.push(idOf(run.off(w), rest.off(f)));
    here.push(idOf(run.here(w), rest.here(f)));
    elsewhere.push(idOf(run.elsewhere(w), rest.elsewhere(f)));
  }
  return {
    Z: pairs.length,
    off: Int32Array.from(off),
    here: Int32Array.from(here),
    elsewhere: Int32Array.from(elsewhere),
  };
}
