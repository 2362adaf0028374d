/**
 * Which roster tabs a user sees and which one opens first (spec 002 section 6): admin or operations
 * manager and right 9 get all three starting on Create Roster; right 10 gets Summary and View Roster
 * starting on Summary; anyone else gets none (null). Who may adjust a roster by drag and drop in
 * View Roster: admin, operations manager, right 9 or right 11 (as the server checks it).
 */
import type { FormRights } from '@times/shared-sdk';
import { RightId, hasRight } from '@times/shared-sdk/app';

export type RosterTab = 'create' | 'summary' | 'view';

export interface RosterTabs {
  tabs: readonly RosterTab[];
  initial: RosterTab;
}

const ALL: readonly RosterTab[] = ['create', 'summary', 'view'];

export function tabsForRights(rights: FormRights | null | undefined): RosterTabs | null {
  if (!rights) return null;
  if (rights.isAdmn === 1 || rights.isOpsManager === 1) return { tabs: ALL, initial: 'create' };
  if (hasRight(rights, RightId.ROSTER_CREATE)) return { tabs: ALL, initial: 'create' };
  if (hasRight(rights, RightId.ROSTER_VIEW)) return { tabs: ['summary', 'view'], initial: 'summary' };
  return null;
}

/** May drag and drop in View Roster: admin, operations manager, right 9 (create) or right 11 (adjust). */
export function canAdjustRosters(rights: FormRights | null | undefined): boolean {
  if (!rights) return false;
  if (rights.isAdmn === 1 || rights.isOpsManager === 1) return true;
  return hasRight(rights, RightId.ROSTER_CREATE) || hasRight(rights, RightId.ROSTER_ADJUST);
}
