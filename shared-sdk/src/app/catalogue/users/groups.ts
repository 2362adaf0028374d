/** User Groups: the list, add, a group's detail, its permissions and its sites (spec 001 sections 2.5 and 8). */
export const groupMessages = {
  tabs: { list: 'Available user groups', add: 'Add user group' },
  tabsLabel: 'User groups',
  groupName: 'Group name',
  /** Ours: the accessible name of the rename form. */
  renameForm: 'Rename user group',
  totalRights: 'Total rights',
  noGroups: 'No user group found, please add new user group',
  add: 'Add',
  update: 'Update',
  delete: 'Delete',
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  open: (name: string) => `Open ${name}`,
  confirmDelete: (name: string) => `Delete ${name} ?`,
  viewPermissions: 'View group permissions',
  permissionsTitle: (name: string) => `${name} permissions`,
  /** Ours: a permissions list that came back empty. */
  noPermissions: 'No permissions found',
  groupSites: 'Group Sites',
  siteTabs: { roster: 'Roster', timesheet: 'Timesheet' },
  create: 'Create',
  viewOnly: 'View Only',
  selectSite: 'Select site',
  addSite: 'Add Site',
  noSites: 'No available sites',
  site: 'Site',
  /** Ours: the accessible name of a Group Sites sub-tab's table, e.g. 'Roster sites'. */
  sitesOf: (kind: string) => `${kind} sites`,
  yes: 'Yes',
  no: 'No',
  errors: {
    existOnAdd: 'Group already exist',
    existOnRename: 'Group name already exist',
    /** Ours. */
    notFound: 'User group not found',
    inUse: 'Cannot delete: the group still has members',
  },
} as const;
