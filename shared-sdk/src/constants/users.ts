/**
 * Codes and limits of the users page: the user list filter, status changes, user types, the
 * statuses of the user and group calls (spec 001 sections 3, 4, 8 and 9). 'Ours' is not in the spec.
 */

/** User list filter: 0 All, 1 Active, 2 Deactivated, 3 Pending, 4 User search. */
export const UserFilter = { ALL: 0, ACTIVE: 1, DEACTIVATED: 2, PENDING: 3, SEARCH: 4 } as const;
export type UserFilterCode = (typeof UserFilter)[keyof typeof UserFilter];

/** The status toggle sends 5 to activate and 10 to deactivate. */
export const UserStatusChange = { ACTIVATE: 5, DEACTIVATE: 10 } as const;

/** A member's status in the app, as the list and the details show it. */
export const MemberStatus = { ACTIVE: 'Active', DEACTIVATED: 'Deactivated', PENDING: 'Pending' } as const;
export type MemberStatusName = (typeof MemberStatus)[keyof typeof MemberStatus];

/** The user code of a person is 14 digits; the search fires at exactly 14 characters. */
export const USER_CODE_LENGTH = 14;
/** Users per page of the user list (ours). */
export const USER_PAGE_SIZE = 20;
/** The user list search fires above 2 characters. */
export const USER_SEARCH_MIN = 3;
export const GROUP_NAME_MIN = 2;
export const GROUP_NAME_MAX = 45;

/** Page numbers of the user list: 1 the first page, 2 the page after the cursor. */
export const UserPage = { FIRST: 1, NEXT: 2 } as const;

/** Group site access kinds (Group Sites sub-tabs). */
export const GroupSiteKind = { ROSTER: 'roster', TIMESHEET: 'timesheet' } as const;
export type GroupSiteKindName = (typeof GroupSiteKind)[keyof typeof GroupSiteKind];

/** The statuses of the user and group calls beside the common ones. */
export const UserStatusCode = {
  CANT_UPDATE_SELF: 'CANT_UPDATE_SELF',
  USER_STATUS_NOT_DEACTIVATED: 'USER_STATUS_NOT_DEACTIVATED',
  USER_ALREADY_EXIST: 'USER_ALREADY_EXIST',
  USER_MAX_LICENSED_EXCEEDED: 'USER_MAX_LICENSED_EXCEEDED',
  GROUP_EXIST: 'GROUP_EXIST',
  /** Ours: no such user (code search, or not a member of the app). */
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  /** Ours: no such group in the app. */
  GROUP_NOT_FOUND: 'GROUP_NOT_FOUND',
  /** Ours: Operation Manager for a user without operations sites. */
  NO_OPERATIONS_SITES: 'NO_OPERATIONS_SITES',
} as const;

/**
 * The id of one right of one form in the group permissions (entity_perm_id, and the right_id of a
 * save): frm_id x 100 + the right's id, since right ids repeat across forms.
 */
export const entityPermId = (frmId: number, rightId: number): number => frmId * 100 + rightId;
export const splitEntityPermId = (id: number): { frm_id: number; right_id: number } => ({
  frm_id: Math.floor(id / 100),
  right_id: id % 100,
});
