/** What every part of the check reads: the model's tables, the roster's grid and the input. */
import type { Assignment, EngineDay, EngineEmployee, EnginePosition } from '../model/types';
import { fullName } from '../explain/words';
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
