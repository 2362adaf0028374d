/**
 * The users page's calls: users of the app, user groups, their permissions and their roster and
 * timesheet site access (spec 001 section 7; TimesPaths.users).
 */
import type { ApiResponse } from '../api/types';
import type {
  FoundUserResponse,
  GroupAddedResponse,
  GroupRightsResponse,
  GroupSitesResponse,
  ManagedUserResponse,
  UserAddResponse,
  UserGroupsResponse,
  UserListResponse,
} from '../api/userTypes';
import { Status } from '../constants/codes';
import { UserStatusCode as U } from '../constants/users';
import { defineCall, schemaRef, shape } from './call';
import { APP_CALL } from './statusGroups';
import { TimesPaths } from './timesPaths';

const p = TimesPaths.users;
const times = 'times' as const;

/** A member read by code: not a confirmed member of the app. */
const READ_MEMBER = [...APP_CALL, U.USER_NOT_FOUND] as const;
/** A member changed by code: also never the caller. */
const CHANGE_MEMBER = [...READ_MEMBER, U.CANT_UPDATE_SELF] as const;
/** A call on one group {ugd} of the app. */
const ON_GROUP = [...APP_CALL, U.GROUP_NOT_FOUND] as const;

export const users = {
  searchByCode: defineCall({
    backend: times,
    path: p.searchByCode,
    request: schemaRef('userCodeSchema'),
    response: shape<FoundUserResponse>(),
    statuses: READ_MEMBER,
  }),
  list: defineCall({
    backend: times,
    path: p.list,
    request: schemaRef('userListSchema'),
    response: shape<UserListResponse>(),
    statuses: APP_CALL,
  }),
  details: defineCall({
    backend: times,
    path: p.details,
    request: schemaRef('userRefSchema'),
    response: shape<ManagedUserResponse>(),
    statuses: READ_MEMBER,
  }),
  update: defineCall({
    backend: times,
    path: p.update,
    request: schemaRef('userUpdateSchema'),
    response: shape<ApiResponse>(),
    statuses: [...CHANGE_MEMBER, U.GROUP_NOT_FOUND, U.NO_OPERATIONS_SITES],
  }),
  delete: defineCall({
    backend: times,
    path: p.delete,
    request: schemaRef('userRefSchema'),
    response: shape<ApiResponse>(),
    statuses: [...CHANGE_MEMBER, U.USER_STATUS_NOT_DEACTIVATED],
  }),
  status: defineCall({
    backend: times,
    path: p.status,
    request: schemaRef('userStatusSchema'),
    response: shape<ApiResponse>(),
    statuses: CHANGE_MEMBER,
  }),
  add: defineCall({
    backend: times,
    path: p.add,
    request: schemaRef('userRefSchema'),
    response: shape<UserAddResponse>(),
    statuses: [...READ_MEMBER, U.USER_ALREADY_EXIST, U.USER_MAX_LICENSED_EXCEEDED],
  }),
  confirmAdd: defineCall({
    backend: times,
    path: p.confirmAdd,
    request: schemaRef('userRefSchema'),
    response: shape<UserAddResponse>(),
    statuses: [...READ_MEMBER, U.USER_MAX_LICENSED_EXCEEDED],
  }),
  groups: defineCall({
    backend: times,
    path: p.groups,
    request: schemaRef('noPayloadSchema'),
    response: shape<UserGroupsResponse>(),
    statuses: APP_CALL,
  }),
  groupAdd: defineCall({
    backend: times,
    path: p.groupAdd,
    request: schemaRef('groupNameSchema'),
    response: shape<GroupAddedResponse>(),
    statuses: [...APP_CALL, U.GROUP_EXIST],
  }),
  groupUpdate: defineCall({
    backend: times,
    path: p.groupUpdate,
    request: schemaRef('groupUpdateSchema'),
    response: shape<ApiResponse>(),
    statuses: [...ON_GROUP, U.GROUP_EXIST],
  }),
  groupDelete: defineCall({
    backend: times,
    path: p.groupDelete,
    request: schemaRef('groupRefSchema'),
    response: shape<ApiResponse>(),
    statuses: [...ON_GROUP, Status.RECORD_IN_USE],
  }),
  groupRights: defineCall({
    backend: times,
    path: p.groupRights,
    request: schemaRef('groupRefSchema'),
    response: shape<GroupRightsResponse>(),
    statuses: ON_GROUP,
  }),
  groupRightsSave: defineCall({
    backend: times,
    path: p.groupRightsSave,
    request: schemaRef('groupRightsSaveSchema'),
    response: shape<ApiResponse>(),
    statuses: ON_GROUP,
  }),
  groupRosterSites: defineCall({
    backend: times,
    path: p.groupRosterSites,
    request: schemaRef('groupRefSchema'),
    response: shape<GroupSitesResponse>(),
    statuses: ON_GROUP,
  }),
  groupRosterSiteAdd: defineCall({
    backend: times,
    path: p.groupRosterSiteAdd,
    request: schemaRef('groupSiteAddSchema'),
    response: shape<ApiResponse>(),
    statuses: ON_GROUP,
  }),
  groupRosterSiteDelete: defineCall({
    backend: times,
    path: p.groupRosterSiteDelete,
    request: schemaRef('groupSiteRefSchema'),
    response: shape<ApiResponse>(),
    statuses: [...ON_GROUP, Status.NOT_FOUND],
  }),
  groupTimesheetSites: defineCall({
    backend: times,
    path: p.groupTimesheetSites,
    request: schemaRef('groupRefSchema'),
    response: shape<GroupSitesResponse>(),
    statuses: ON_GROUP,
  }),
  groupTimesheetSiteAdd: defineCall({
    backend: times,
    path: p.groupTimesheetSiteAdd,
    request: schemaRef('groupSiteAddSchema'),
    response: shape<ApiResponse>(),
    statuses: ON_GROUP,
  }),
  groupTimesheetSiteDelete: defineCall({
    backend: times,
    path: p.groupTimesheetSiteDelete,
    request: schemaRef('groupSiteRefSchema'),
    response: shape<ApiResponse>(),
    statuses: [...ON_GROUP, Status.NOT_FOUND],
  }),
};
