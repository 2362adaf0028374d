/**
 * The rights model (spec 001 section 6, spec 002 section 6): forms are the menu entries and
 * form groups of the Times app; each form has numbered rights a user group can be granted.
 * The server answers form rights per form (f_rd); screens check one right id.
 */
export const FormId = {
  SITES: 1,
  EMPLOYEES_AND_POSITIONS: 2,
  USERS: 3,
  CLIENTS: 4,
  ROSTER: 5,
  SHIFTS: 8,
} as const;
export type FormIdCode = (typeof FormId)[keyof typeof FormId];

export const RightId = {
  /** f_rd 1 (sites, shifts, positions) and f_rd 2 (employees): add and manage. */
  MANAGE: 1,
  /** f_rd 4: clients. */
  CLIENTS: 3,
  ROSTER_CREATE: 9,
  ROSTER_VIEW: 10,
  ROSTER_ADJUST: 11,
  ROSTER_SETUP_EDIT: 12,
  CONSTRAINTS_EDIT: 13,
  CONSTRAINTS_VIEW: 14,
  WORKING_DAYS_EDIT: 20,
  WORKING_DAYS_VIEW: 21,
} as const;

export interface FormPermission {
  frm_id: FormIdCode;
  name: string;
  rights: readonly { id: number; name: string }[];
}

/** Every form with the rights a group can be granted on it. */
export const FORM_PERMISSIONS: readonly FormPermission[] = [
  { frm_id: FormId.SITES, name: 'SITES', rights: [{ id: RightId.MANAGE, name: 'Add and manage sites' }] },
  {
    frm_id: FormId.EMPLOYEES_AND_POSITIONS,
    name: 'EMPLOYEES and POSITIONS',
    rights: [{ id: RightId.MANAGE, name: 'Add and manage employees and positions' }],
  },
  { frm_id: FormId.USERS, name: 'USERS', rights: [{ id: RightId.MANAGE, name: 'Manage users and groups' }] },
  { frm_id: FormId.CLIENTS, name: 'CLIENTS', rights: [{ id: RightId.CLIENTS, name: 'Add and manage clients' }] },
  {
    frm_id: FormId.ROSTER,
    name: 'ROSTER',
    rights: [
      { id: RightId.ROSTER_CREATE, name: 'Create rosters' },
      { id: RightId.ROSTER_VIEW, name: 'View rosters' },
      { id: RightId.ROSTER_ADJUST, name: 'Adjust rosters' },
      { id: RightId.ROSTER_SETUP_EDIT, name: 'Set up shift positions and employees' },
      { id: RightId.CONSTRAINTS_EDIT, name: 'Edit roster constraints' },
      { id: RightId.CONSTRAINTS_VIEW, name: 'View roster constraints' },
      { id: RightId.WORKING_DAYS_EDIT, name: 'Edit working days' },
      { id: RightId.WORKING_DAYS_VIEW, name: 'View working days' },
    ],
  },
  { frm_id: FormId.SHIFTS, name: 'SHIFTS', rights: [{ id: RightId.MANAGE, name: 'Add and manage shifts' }] },
];

/** User types of an app member (spec 001 section 6). */
export const UserType = { ADMIN: 1, GROUP_MEMBER: 2, OPERATION_MANAGER: 3 } as const;
