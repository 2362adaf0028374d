/** The first backend's organization and app choice calls (spec 000 section 7; TimesPaths.apps). */
import type { AddOrganizationResponse, OrganizationsResponse, UserAppsResponse } from '../api/types';
import type { SelectAppResponse } from '../api/selfServiceTypes';
import { Status } from '../constants/codes';
import { defineCall, schemaRef, shape } from './call';
import { SESSION, SIGNED_IN } from './statusGroups';
import { TimesPaths } from './timesPaths';

const p = TimesPaths.apps;

export const apps = {
  organizations: defineCall({
    backend: 'first',
    path: p.organizations,
    request: shape<Record<string, never>>(),
    response: shape<OrganizationsResponse>(),
    statuses: SESSION,
  }),
  addOrganization: defineCall({
    backend: 'first',
    path: p.addOrganization,
    request: schemaRef('organizationPayloadSchema'),
    response: shape<AddOrganizationResponse>(),
    statuses: [...SIGNED_IN, Status.USER_NOT_VERIFIED, Status.NAME_EXIST, Status.VAT_REG_EXIST],
  }),
  userApps: defineCall({
    backend: 'first',
    path: p.userApps,
    request: shape<Record<string, never>>(),
    response: shape<UserAppsResponse>(),
    statuses: SESSION,
  }),
  selectApp: defineCall({
    backend: 'first',
    path: p.selectApp,
    request: schemaRef('selectAppPayloadSchema'),
    response: shape<SelectAppResponse>(),
    statuses: [...SIGNED_IN, Status.USER_NOT_ALLOWED],
  }),
};
