/**
 * Times backend: the users page (spec 001 sections 3, 7 and 8): users of the app, adding a person
 * by user code, user groups, group permissions and group site access (roster and timesheet).
 */
import { Status, callContract } from '@times/shared-sdk';
import type {
  CallOptions,
  CallTexts,
  GroupRightsSaveRequest,
  GroupSiteAddRequest,
  UserListRequest,
  UserStatusRequest,
  UserUpdateRequest,
} from '@times/shared-sdk';
import { Contract, GENERIC_APP_STATUSES as generic } from '../../contract';
import type { GroupSiteKindName } from '../../constants/users';
import { UserStatusCode } from '../../constants/users';
import { appMessages } from '../catalogue/appMessages';

const u = appMessages.usersPage.users.errors;
const g = appMessages.usersPage.groups.errors;
const S = UserStatusCode;

const common = {
  [Status.INVALID_USER_RIGHTS]: u.invalidUserRights,
  [S.USER_NOT_FOUND]: u.notFound,
  [S.GROUP_NOT_FOUND]: g.notFound,
  [S.CANT_UPDATE_SELF]: u.cantUpdateSelf,
};

export const usersMessages = {
  read: { byStatus: common, generic },
  user: {
    generic,
    byStatus: {
      ...common,
      [S.USER_STATUS_NOT_DEACTIVATED]: u.notDeactivated,
      [S.USER_ALREADY_EXIST]: u.alreadyExist,
      [S.USER_MAX_LICENSED_EXCEEDED]: u.maxLicensed,
      [S.NO_OPERATIONS_SITES]: u.noOpsSites,
    },
  },
  status: {
    byStatus: {
      [Status.INVALID_USER_RIGHTS]: u.statusInvalidRights,
      [S.CANT_UPDATE_SELF]: u.cantUpdateSelf,
      [S.USER_NOT_FOUND]: u.notFound,
    },
    fallback: u.statusError,
    generic,
  },
  groupAdd: { byStatus: { ...common, [S.GROUP_EXIST]: g.existOnAdd }, generic },
  groupRename: { byStatus: { ...common, [S.GROUP_EXIST]: g.existOnRename }, generic },
  groupDelete: { byStatus: { ...common, [Status.RECORD_IN_USE]: g.inUse }, generic },
  /** As before: a site access already gone shows the generic text (the list is reloaded). */
  groupSiteDelete: { byStatus: common, generic: [...generic, Status.NOT_FOUND] },
} satisfies Record<string, CallTexts>;

const c = Contract.users;
const m = usersMessages;

const siteCalls = {
  roster: { list: c.groupRosterSites, add: c.groupRosterSiteAdd, delete: c.groupRosterSiteDelete },
  timesheet: { list: c.groupTimesheetSites, add: c.groupTimesheetSiteAdd, delete: c.groupTimesheetSiteDelete },
} as const;

export const usersApi = {
  searchByCode: (usrcd: string, options?: CallOptions) => callContract(c.searchByCode, { usrcd }, options, m.read),
  list: (request: UserListRequest, options?: CallOptions) => callContract(c.list, request, options, m.read),
  details: (usd: string, options?: CallOptions) => callContract(c.details, { usd }, options, m.read),
  update: (request: UserUpdateRequest, options?: CallOptions) => callContract(c.update, request, options, m.user),
  remove: (usd: string, options?: CallOptions) => callContract(c.delete, { usd }, options, m.user),
  setStatus: (request: UserStatusRequest, options?: CallOptions) => callContract(c.status, request, options, m.status),
  add: (usd: string, options?: CallOptions) => callContract(c.add, { usd }, options, m.user),
  confirmAdd: (usd: string, options?: CallOptions) => callContract(c.confirmAdd, { usd }, options, m.user),
  groups: (options?: CallOptions) => callContract(c.groups, {}, options, m.read),
  addGroup: (group_name: string, options?: CallOptions) =>
    callContract(c.groupAdd, { group_name }, options, m.groupAdd),
  renameGroup: (ugd: string, group_name: string, options?: CallOptions) =>
    callContract(c.groupUpdate, { ugd, group_name }, options, m.groupRename),
  removeGroup: (ugd: string, options?: CallOptions) => callContract(c.groupDelete, { ugd }, options, m.groupDelete),
  groupRights: (ugd: string, options?: CallOptions) => callContract(c.groupRights, { ugd }, options, m.read),
  saveGroupRights: (request: GroupRightsSaveRequest, options?: CallOptions) =>
    callContract(c.groupRightsSave, request, options, m.read),
  groupSites: (kind: GroupSiteKindName, ugd: string, options?: CallOptions) =>
    callContract(siteCalls[kind].list, { ugd }, options, m.read),
  addGroupSite: (kind: GroupSiteKindName, request: GroupSiteAddRequest, options?: CallOptions) =>
    callContract(siteCalls[kind].add, request, options, m.read),
  removeGroupSite: (kind: GroupSiteKindName, ugd: string, std: string, options?: CallOptions) =>
    callContract(siteCalls[kind].delete, { ugd, std }, options, m.groupSiteDelete),
};
