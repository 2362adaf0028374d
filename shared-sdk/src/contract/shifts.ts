/** The shift calls of the setup (spec 001 section 7; TimesPaths.shifts) and the roster site lookup. */
import type { ApiResponse, RosterSitesResponse, ShiftsResponse } from '../api/types';
import { Status } from '../constants/codes';
import { defineCall, schemaRef, shape } from './call';
import { APP_CALL } from './statusGroups';
import { TimesPaths } from './timesPaths';

const p = TimesPaths.shifts;
const times = 'times' as const;

export const shifts = {
  add: defineCall({
    backend: times,
    path: p.add,
    request: schemaRef('shiftAddSchema'),
    response: shape<ApiResponse & { sftd: string }>(),
    statuses: [...APP_CALL, Status.SHIFT_ALREADY_EXIST],
  }),
  update: defineCall({
    backend: times,
    path: p.update,
    request: schemaRef('shiftUpdateSchema'),
    response: shape<ApiResponse>(),
    statuses: [...APP_CALL, Status.SHIFT_ALREADY_EXIST],
  }),
  details: defineCall({
    backend: times,
    path: p.details,
    request: schemaRef('shiftIdSchema'),
    response: shape<ShiftsResponse>(),
    statuses: APP_CALL,
  }),
  delete: defineCall({
    backend: times,
    path: p.delete,
    request: schemaRef('shiftIdSchema'),
    response: shape<ApiResponse>(),
    statuses: APP_CALL,
  }),
  listForSite: defineCall({
    backend: times,
    path: p.listForSite,
    request: schemaRef('siteIdSchema'),
    response: shape<ShiftsResponse>(),
    statuses: APP_CALL,
  }),
  rosterSites: defineCall({
    backend: times,
    path: p.rosterSites,
    request: schemaRef('rosterSitesSchema'),
    response: shape<RosterSitesResponse>(),
    statuses: APP_CALL,
  }),
};
