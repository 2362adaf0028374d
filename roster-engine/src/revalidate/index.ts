export { applySwap, applyMove } from './edits';
export type { Cell, EditStatus, EditResult } from './edits';
export { revalidate, swapAndRevalidate, moveAndRevalidate } from './revalidate';
export type { Revalidation, EditRevalidation } from './revalidate';
export { withDayTypes } from './dayTypes';
