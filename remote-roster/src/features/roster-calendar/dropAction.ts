/**
 * What a drop (or a keyboard placement) does (spec 002 section 4): an assigned cell dropped on
 * another assigned cell swaps the two; dropped on an empty cell it moves there; dropped on itself,
 * or anything that is not an assigned cell being dragged, does nothing.
 */
import type { RosterDetail } from '@times/shared-sdk';

/** The part of a calendar cell the decision needs. */
export interface DropCell {
  employeeId: number;
  date: string;
  /** The roster day held by the cell, null when it is empty. */
  detail: RosterDetail | null;
}

export type DropAction<C extends DropCell = DropCell> =
  { kind: 'none' } | { kind: 'swap'; source: C; target: C } | { kind: 'move'; source: C; target: C };

export function dropAction<C extends DropCell>(source: C | null, target: C | null): DropAction<C> {
  if (!source || !target || !source.detail) return { kind: 'none' };
  if (source.employeeId === target.employeeId && source.date === target.date) return { kind: 'none' };
  return target.detail ? { kind: 'swap', source, target } : { kind: 'move', source, target };
}
