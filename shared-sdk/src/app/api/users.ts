/**
 * Times backend: the users page (spec 001 sections 3, 7 and 8): users of the app, adding a person
 * by user code, user groups, group permissions and group site access (roster and timesheet).
 */
import { Status, post } from '@times/shared-sdk';
import type {
  ApiResponse,
  CallOptions,
  FoundUserResponse,
  GroupAddedResponse,
  GroupRightsResponse,
  GroupRightsSaveRequest,
  GroupSiteAddRequest,
  GroupSitesResponse,
  ManagedUserResponse,
  StatusMessages,
  UserAddResponse,
  UserGroupsResponse,
  UserListRequest,
  UserListResponse,
  UserStatusRequest,
  UserUpdateRequest,
} from '@times/shared-sdk';
import type { GroupSiteKindName } from '../../constants/users';
import { UserStatusCode } from '../../constants/users';
import { appMessages } from '../catalogue/appMessages';
import { TimesPaths } from '../../contract/timesPaths';

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
  read: { byStatus: common },
  user: {
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
  },
  groupAdd: { byStatus: { ...common, [S.GROUP_EXIST]: g.existOnAdd } },
  groupRename: { byStatus: { ...common, [S.GROUP_EXIST]: g.existOnRename } },
  groupDelete: { byStatus: { ...common, [Status.RECORD_IN_USE]: g.inUse } },
} satisfies Record<string, StatusMessages>;

const p = TimesPaths.users;
const m = usersMessages;

const sitePaths = {
  roster: { list: p.groupRosterSites, add: p.groupRosterSiteAdd, delete: p.groupRosterSiteDelete },
  timesheet: { list: p.groupTimesheetSites, add: p.groupTimesheetSiteAdd, delete: p.groupTimesheetSiteDelete },
} as const;

export const usersApi = {
  searchByCode: (usrcd: string, options?: CallOptions) =>
    post<FoundUserResponse>('times', p.searchByCode, { usrcd }, options, m.read),
  list: (request: UserListRequest, options?: CallOptions) =>
    post<UserListResponse>('times', p.list, request, options, m.read),
  details: (usd: string, options?: CallOptions) =>
    post<ManagedUserResponse>('times', p.details, { usd }, options, m.read),
  update: (request: UserUpdateRequest, options?: CallOptions) =>
    post<ApiResponse>('times', p.update, request, options, m.user),
  remove: (usd: string, options?: CallOptions) => post<ApiResponse>('times', p.delete, { usd }, options, m.user),
  setStatus: (request: UserStatusRequest, options?: CallOptions) =>
    post<ApiResponse>('times', p.status, request, options, m.status),
  add: (usd: string, options?: CallOptions) => post<UserAddResponse>('times', p.add, { usd }, options, m.user),
  confirmAdd: (usd: string, options?: CallOptions) =>
    post<UserAddResponse>('times', p.confirmAdd, { usd }, options, m.user),
  groups: (options?: CallOptions) => post<UserGroupsResponse>('times', p.groups, {}, options, m.read),
  addGroup: (group_name: string, options?: CallOptions) =>
    post<GroupAddedResponse>('times', p.groupAdd, { group_name }, options, m.groupAdd),
  renameGroup: (ugd: string, group_name: string, options?: CallOptions) =>
    post<ApiResponse>('times', p.groupUpdate, { ugd, group_name }, options, m.groupRename),
  removeGroup: (ugd: string, options?: CallOptions) =>
    post<ApiResponse>('times', p.groupDelete, { ugd }, options, m.groupDelete),
  groupRights: (ugd: string, options?: CallOptions) =>
    post<GroupRightsResponse>('times', p.groupRights, { ugd }, options, m.read),
  saveGroupRights: (request: GroupRightsSaveRequest, options?: CallOptions) =>
    post<ApiResponse>('times', p.groupRightsSave, request, options, m.read),
  groupSites: (kind: GroupSiteKindName, ugd: string, options?: CallOptions) =>
    post<GroupSitesResponse>('times', sitePaths[kind].list, { ugd }, options, m.read),
  addGroupSite: (kind: GroupSiteKindName, request: GroupSiteAddRequest, options?: CallOptions) =>
    post<ApiResponse>('times', sitePaths[kind].add, request, options, m.read),
  removeGroupSite: (kind: GroupSiteKindName, ugd: string, std: string, options?: CallOptions) =>
    post<ApiResponse>('times', sitePaths[kind].delete, { ugd, std }, options, m.read),
};
