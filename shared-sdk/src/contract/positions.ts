/** The employee position (role) calls (spec 001 section 7; TimesPaths.positions). */
import type { ApiResponse, PositionsResponse } from '../api/types';
import { Status } from '../constants/codes';
import { defineCall, schemaRef, shape } from './call';
import { APP_CALL } from './statusGroups';
import { TimesPaths } from './timesPaths';

const p = TimesPaths.positions;
const times = 'times' as const;

export const positions = {
  add: defineCall({
    backend: times,
    path: p.add,
    request: schemaRef('positionAddPayloadSchema'),
    response: shape<ApiResponse & { rld: string }>(),
    statuses: [...APP_CALL, Status.NAME_OR_ABBR_EXIST],
  }),
  details: defineCall({
    backend: times,
    path: p.details,
    request: schemaRef('positionIdSchema'),
    response: shape<PositionsResponse>(),
    statuses: APP_CALL,
  }),
  update: defineCall({
    backend: times,
    path: p.update,
    request: schemaRef('positionUpdatePayloadSchema'),
    response: shape<ApiResponse>(),
    statuses: [...APP_CALL, Status.NAME_OR_ABBR_EXIST],
  }),
  delete: defineCall({
    backend: times,
    path: p.delete,
    request: schemaRef('positionIdSchema'),
    response: shape<ApiResponse>(),
    statuses: [...APP_CALL, Status.RECORD_IN_USE],
  }),
  list: defineCall({
    backend: times,
    path: p.list,
    request: schemaRef('noPayloadSchema'),
    response: shape<PositionsResponse>(),
    statuses: APP_CALL,
  }),
};
