/** The client and client type calls (spec 001 section 7; TimesPaths.clients). */
import type {
  ApiResponse,
  ClientDetailsResponse,
  ClientLookupResponse,
  ClientTypesResponse,
  ClientsResponse,
} from '../api/types';
import { Status } from '../constants/codes';
import { defineCall, schemaRef, shape } from './call';
import { APP_ACCESS, APP_CALL } from './statusGroups';
import { TimesPaths } from './timesPaths';

const p = TimesPaths.clients;
const times = 'times' as const;

export const clients = {
  typeAdd: defineCall({
    backend: times,
    path: p.typeAdd,
    request: schemaRef('clientTypeSchema'),
    response: shape<ApiResponse & { tpd: string }>(),
    statuses: [...APP_CALL, Status.RECORD_EXIST],
  }),
  typeUpdate: defineCall({
    backend: times,
    path: p.typeUpdate,
    request: schemaRef('clientTypeUpdateSchema'),
    response: shape<ApiResponse>(),
    statuses: [...APP_CALL, Status.RECORD_EXIST],
  }),
  typeDelete: defineCall({
    backend: times,
    path: p.typeDelete,
    request: schemaRef('clientTypeIdSchema'),
    response: shape<ApiResponse>(),
    statuses: [...APP_CALL, Status.RECORD_IN_USE],
  }),
  typeList: defineCall({
    backend: times,
    path: p.typeList,
    request: schemaRef('noPayloadSchema'),
    response: shape<ClientTypesResponse>(),
    statuses: APP_CALL,
  }),
  add: defineCall({
    backend: times,
    path: p.add,
    request: schemaRef('clientAddSchema'),
    response: shape<ApiResponse & { cntd: string }>(),
    statuses: [...APP_CALL, Status.RECORD_EXIST],
  }),
  update: defineCall({
    backend: times,
    path: p.update,
    request: schemaRef('clientUpdateSchema'),
    response: shape<ApiResponse>(),
    statuses: [...APP_CALL, Status.RECORD_EXIST],
  }),
  status: defineCall({
    backend: times,
    path: p.status,
    request: schemaRef('clientStatusSchema'),
    response: shape<ApiResponse>(),
    statuses: APP_CALL,
  }),
  delete: defineCall({
    backend: times,
    path: p.delete,
    request: schemaRef('clientIdSchema'),
    response: shape<ApiResponse>(),
    statuses: [...APP_CALL, Status.RECORD_IN_USE],
  }),
  list: defineCall({
    backend: times,
    path: p.list,
    request: schemaRef('clientListSchema'),
    response: shape<ClientsResponse>(),
    statuses: APP_CALL,
  }),
  /** No payload: the clients every setup and roster screen chooses from. */
  lookup: defineCall({
    backend: times,
    path: p.lookup,
    request: shape<Record<string, never>>(),
    response: shape<ClientLookupResponse>(),
    statuses: APP_ACCESS,
  }),
  details: defineCall({
    backend: times,
    path: p.details,
    request: schemaRef('clientIdSchema'),
    response: shape<ClientDetailsResponse>(),
    statuses: APP_CALL,
  }),
};
