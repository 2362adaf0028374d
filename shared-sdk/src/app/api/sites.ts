/** Times backend: sites, site groups and the operations-manager lookup (spec 000 section 7). */
import { Status, post } from '@times/shared-sdk';
import type {
  ApiResponse,
  CallOptions,
  OpsManagersResponse,
  SiteDetailsResponse,
  SiteGroupsResponse,
  SiteListRequest,
  SiteListResponse,
  SiteLookupResponse,
  SiteWrite,
  StatusMessages,
} from '@times/shared-sdk';
import { appMessages } from '../catalogue/appMessages';
import { TimesPaths } from '../../contract/timesPaths';

const t = appMessages.setup;
const rights = { [Status.INVALID_USER_RIGHTS]: t.invalidUserRights };

export const sitesMessages = {
  site: {
    byStatus: {
      ...rights,
      [Status.SITE_ALREADY_EXIST]: t.siteExist,
      [Status.SITE_MAX_LICENSED_EXCEEDED]: t.licenceExceeded,
      [Status.RECORD_IN_USE]: t.recordInUse(t.sites.shiftsInUse),
    },
  },
  group: {
    byStatus: {
      ...rights,
      [Status.GROUP_ALREADY_EXIST]: t.groupExist,
      [Status.RECORD_IN_USE]: t.recordInUse(t.sites.sitesInUse),
    },
  },
  read: { byStatus: rights },
} satisfies Record<string, StatusMessages>;

const m = sitesMessages;
const p = TimesPaths.sites;
const call =
  <T extends ApiResponse>(path: string, messages: StatusMessages) =>
  (payload: object, options?: CallOptions) =>
    post<T>('times', path, payload, options, messages);

export const sitesApi = {
  list: (request: SiteListRequest, options?: CallOptions) => call<SiteListResponse>(p.list, m.read)(request, options),
  lookup: (options?: CallOptions) => call<SiteLookupResponse>(p.lookup, m.read)({}, options),
  details: (std: string, options?: CallOptions) => call<SiteDetailsResponse>(p.details, m.read)({ std }, options),
  add: (site: SiteWrite, options?: CallOptions) => call<ApiResponse>(p.add, m.site)(site, options),
  update: (site: SiteWrite, options?: CallOptions) => call<ApiResponse>(p.update, m.site)(site, options),
  remove: (std: string, options?: CallOptions) => call<ApiResponse>(p.delete, m.site)({ std }, options),
  groups: (options?: CallOptions) => call<SiteGroupsResponse>(p.groupList, m.read)({}, options),
  addGroup: (gnm: string, options?: CallOptions) => call<ApiResponse>(p.groupAdd, m.group)({ gnm }, options),
  renameGroup: (sgd: string, gnm: string, options?: CallOptions) =>
    call<ApiResponse>(p.groupUpdate, m.group)({ sgd, gnm }, options),
  removeGroup: (sgd: string, options?: CallOptions) => call<ApiResponse>(p.groupDelete, m.group)({ sgd }, options),
  opsManagers: (options?: CallOptions) => call<OpsManagersResponse>(p.opsManagers, m.read)({}, options),
};
