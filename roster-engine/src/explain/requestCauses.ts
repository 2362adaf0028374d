/**
 * Why a day request was not granted, when the roster shows it: an employee kept on a day they
 * asked off was needed for cover; one kept off a day they asked to work had a reason to be off
 * (unavailable, leave, a limit, rest, a full day) or their position had no place left.
 */
import type { CheckContext } from '../checker/context';
import { positionAt } from '../checker/context';
import { reasonOff } from './uncoveredReasons';
import { pluralOf, pronounOf } from './words';

const rostered = (ctx: CheckContext, p: number, d: number): number => {
  const { grid, index } = ctx;
  let n = 0;
  for (let e = 0; e < index.nEmployees; e += 1) if (grid.cell[e * index.nDays + d] === p) n += 1;
  return n;
};

/** e works position p on d although they asked it off: 'needed for cover (2 of 2 Guards)', else null. */
export function requestOffCause(ctx: CheckContext, _e: number, d: number, p: number): string | null {
  const required = ctx.index.required[p * ctx.index.nDays + d] ?? 0;
  const n = rostered(ctx, p, d);
  if (required === 0 || n > required) return null;
  return `needed for cover (${n} of ${required} ${pluralOf(positionAt(ctx, p).name)})`;
}

/** e is off on d although they asked to work it: the first reason to be off ('he is on leave'), or a full position. */
export function requestWorkCause(ctx: CheckContext, e: number, d: number): string | null {
  const reason = reasonOff(ctx, e, d, -1);
  if (reason !== null) return reason.of(pronounOf(ctx.index.model.employees[e]!.gender));
  const p = ctx.index.positionIndex.get(ctx.index.model.employees[e]!.positionId);
  if (p === undefined) return null;
  const required = ctx.index.required[p * ctx.index.nDays + d] ?? 0;
  const n = rostered(ctx, p, d);
  if (n < required) return null;
  return `no ${positionAt(ctx, p).name} place open (${n} of ${required} filled)`;
}
