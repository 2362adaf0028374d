/** The site, site group, operations manager and place search calls (spec 001 section 7; TimesPaths.sites). */
import type {
  ApiResponse,
  OpsManagersResponse,
  PlacesResponse,
  SiteDetailsResponse,
  SiteGroupsResponse,
  SiteListResponse,
  SiteLookupResponse,
} from '../api/types';
import { Status } from '../constants/codes';
import { defineCall, schemaRef, shape } from './call';
import { APP_ACCESS, APP_CALL } from './statusGroups';
import { TimesPaths } from './timesPaths';

const p = TimesPaths.sites;
const times = 'times' as const;

export const sites = {
  groupAdd: defineCall({
    backend: times,
    path: p.groupAdd,
    request: schemaRef('siteGroupSchema'),
    response: shape<ApiResponse & { gd: string }>(),
    statuses: [...APP_CALL, Status.GROUP_ALREADY_EXIST],
  }),
  groupDelete: defineCall({
    backend: times,
    path: p.groupDelete,
    request: schemaRef('siteGroupIdSchema'),
    response: shape<ApiResponse>(),
    statuses: [...APP_CALL, Status.RECORD_IN_USE],
  }),
  groupUpdate: defineCall({
    backend: times,
    path: p.groupUpdate,
    request: schemaRef('siteGroupUpdateSchema'),
    response: shape<ApiResponse>(),
    statuses: [...APP_CALL, Status.GROUP_ALREADY_EXIST],
  }),
  groupList: defineCall({
    backend: times,
    path: p.groupList,
    request: schemaRef('noPayloadSchema'),
    response: shape<SiteGroupsResponse>(),
    statuses: APP_CALL,
  }),
  add: defineCall({
    backend: times,
    path: p.add,
    request: schemaRef('sitePayloadSchema'),
    response: shape<ApiResponse & { sd: string }>(),
    statuses: [...APP_CALL, Status.SITE_ALREADY_EXIST, Status.SITE_MAX_LICENSED_EXCEEDED],
  }),
  update: defineCall({
    backend: times,
    path: p.update,
    request: schemaRef('siteUpdateSchema'),
    response: shape<ApiResponse>(),
    statuses: [...APP_CALL, Status.SITE_ALREADY_EXIST],
  }),
  delete: defineCall({
    backend: times,
    path: p.delete,
    request: schemaRef('siteIdSchema'),
    response: shape<ApiResponse>(),
    statuses: [...APP_CALL, Status.RECORD_IN_USE],
  }),
  list: defineCall({
    backend: times,
    path: p.list,
    request: schemaRef('siteListSchema'),
    response: shape<SiteListResponse>(),
    statuses: APP_CALL,
  }),
  /** No payload: the sites the user may see. */
  lookup: defineCall({
    backend: times,
    path: p.lookup,
    request: shape<Record<string, never>>(),
    response: shape<SiteLookupResponse>(),
    statuses: APP_ACCESS,
  }),
  details: defineCall({
    backend: times,
    path: p.details,
    request: schemaRef('siteIdSchema'),
    response: shape<SiteDetailsResponse>(),
    statuses: APP_CALL,
  }),
  opsManagers: defineCall({
    backend: times,
    path: p.opsManagers,
    request: schemaRef('noPayloadSchema'),
    response: shape<OpsManagersResponse>(),
    statuses: APP_CALL,
  }),
  places: defineCall({
    backend: times,
    path: p.places,
    request: schemaRef('placeSearchSchema'),
    response: shape<PlacesResponse>(),
    statuses: APP_CALL,
  }),
};
