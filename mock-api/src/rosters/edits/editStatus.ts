/** The engine's refusal of a swap or move as the call's status (spec 002 section 8). */
import type { EditStatus } from '@times/roster-engine';
import { RosterStatusCode } from '@times/shared-sdk/schemas';

const S = RosterStatusCode;

export type EditRefusal =
  | typeof S.CANT_DROP_THE_SAME_EMPLOYEE
  | typeof S.SWAP_DATE_NOT_EMPTY
  | typeof S.DATE_NOT_EMPTY
  | typeof S.ENTRY_NOT_FOUND
  | typeof S.EMPLOYEE_WORKS_ELSEWHERE
  | typeof S.REST_HOURS_TOO_SHORT
  | typeof S.SHIFT_SUCCESSION_FORBIDDEN;

const STATUS_OF: Record<EditStatus, EditRefusal> = {
  CANT_DROP_THE_SAME_EMPLOYEE: S.CANT_DROP_THE_SAME_EMPLOYEE,
  SWAP_DATE_NOT_EMPTY: S.SWAP_DATE_NOT_EMPTY,
  DATE_NOT_EMPTY: S.DATE_NOT_EMPTY,
  SOURCE_NOT_FOUND: S.ENTRY_NOT_FOUND,
  WORKS_ELSEWHERE: S.EMPLOYEE_WORKS_ELSEWHERE,
  REST_HOURS_TOO_SHORT: S.REST_HOURS_TOO_SHORT,
  SHIFT_SUCCESSION_FORBIDDEN: S.SHIFT_SUCCESSION_FORBIDDEN,
};

export const editStatusOf = (status: EditStatus): EditRefusal => STATUS_OF[status];
