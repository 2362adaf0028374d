/** What every part of the check reads: the model's tables, the roster's grid and the input. */
import type { Assignment, EngineDay, EngineEmployee, EnginePosition } from '../model/types';
import { fullName } from '../explain/words';
import type { DayWord } from '../explain/dayWords';
import { dayWords } from '../explain/dayWords';
import type { ViolationReasons } from '../explain/violationReasons';
import { violationReasons } from '../explain/violationReasons';
import type { ModelIndex } from './modelIndex';
import type { RosterGrid } from './rosterGrid';

export interface CheckContext {
  readonly index: ModelIndex;
  readonly grid: RosterGrid;
  readonly assignments: readonly Assignment[];
}

export const employeeAt = (ctx: CheckContext, e: number): EngineEmployee =>
  ctx.index.model.employees[e] as EngineEmployee;
export const positionAt = (ctx: CheckContext, p: number): EnginePosition =>
  ctx.index.model.positions[p] as EnginePosition;
export const dayAt = (ctx: CheckContext, d: number): EngineDay => ctx.index.model.days[d] as EngineDay;
export const nameAt = (ctx: CheckContext, e: number): string => fullName(employeeAt(ctx, e));

/** The position name of an id, or the id itself when the shift has no such position. */
export function positionName(ctx: CheckContext, positionId: string): string {
  const p = ctx.index.positionIndex.get(positionId);
  return p === undefined ? positionId : positionAt(ctx, p).name;
}

const dayWordsOf = new WeakMap<ModelIndex, DayWord>();
const sayingsOf = new WeakMap<ModelIndex, ViolationReasons>();

/** The period's day words ('the 12th', explain/dayWords.ts), made once per model index. */
export function dayWordAt(ctx: CheckContext): DayWord {
  let words = dayWordsOf.get(ctx.index);
  if (!words) dayWordsOf.set(ctx.index, (words = dayWords(ctx.index.model.days)));
  return words;
}

/** The violations' sentences with the period's day words, made once per model index. */
export function sayAt(ctx: CheckContext): ViolationReasons {
  let say = sayingsOf.get(ctx.index);
  if (!say) sayingsOf.set(ctx.index, (say = violationReasons(dayWordAt(ctx))));
  return say;
}
